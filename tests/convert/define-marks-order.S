/*
 * A #define whose body reaches RETGUARD macros through a name #defined
 * after it (cpp expands PSEUDO at the use, where PSEUDO is defined),
 * defined again as a whole function, which rgpp converts in its body.
 * 3908caa read SYSCALL's marks in the order of the file, before
 * PSEUDO's #define: it found none in this file, and in its conversion,
 * where the second definition has its own, found the first's through
 * PSEUDO, so that rgcheck found f unbalanced in the output and not in
 * the input (libFuzzer).  Marks now reach a name through any other in
 * any order: the use in f is a #define with RETGUARD macros that rgpp
 * cannot read there, in the input as in the output.
 */
#define	SYSCALL()	PSEUDO
#define	SYSCALL		.type x, @function; x: ret; .size x, .-x
#define	PSEUDO		RETGUARD_START
ENTRY(f)
	RETGUARD_START
	SYSCALL
END(f)
