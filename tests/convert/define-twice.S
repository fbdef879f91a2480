/*
 * A name #defined twice, the second time as another name for a
 * function written whole in a #define.  Converting the file converts
 * that function's body, after which a use of the name is a protected
 * return.  The use in tailer's lines, which no path reaches, must be
 * judged the same before and after: converting twice changes nothing.
 */
#define SIMPLE(name)			\
	.globl	name;			\
	.type	name, @function;	\
name:					\
	movl	$1, %eax;		\
	ret;				\
	.size	name, .-name

#define SIMPLE2	nop

ENTRY(tailer)
	movl	$2, %eax
	jmp	elsewhere
#define SIMPLE2	SIMPLE
SIMPLE2(one)
END(tailer)
