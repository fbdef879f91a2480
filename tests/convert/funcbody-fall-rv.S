/*
 * A function that falls through into the use of a #define whose body is
 * a whole function (LEAF, as OpenBSD's SYS.h writes its system calls).
 * rgpp converts the body, and then reads it as that function's: fuzz run
 * 67 found that be977b9 (4c74df1's rule: a #define with RETGUARD macros
 * in it, not read as its body at a use, loses the depth there) read
 * LEAF's use in its own output otherwise than in the source, and
 * protected two there, which it leaves alone here: converting the
 * output again changed it.  The macros of such a body are its
 * function's, which its own analysis reads.
 */
#include <machine/asm.h>

ENTRY(falls)
	addi	sp, sp, -32
#define LEAF(name)							\
	ENTRY(name);							\
	ret;								\
	END(name)
LEAF(leaf)
#define TWO_RET	beqz a0, 2f; ret; 2: ret
ENTRY(two)
	TWO_RET
END(two)
