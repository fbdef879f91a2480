/*
 * A backslash with blanks after it still continues the line: gcc's cpp
 * splices it (with a warning), and rgpp reads #define bodies so.  A
 * line inserted after it would end the #define early, and the
 * RETGUARD_START meant for the function would go into the macro.
 */
#define ENTRY(x)	.globl x; .type x,@function; x:
#define END(x)	.size x, .-x

ENTRY(f)
#define SET_ERRNO	\	
	negl	%eax
	movl	$1,%eax
	ret
END(f)

/* a whole function in a #define, its lines ended by a backslash and blanks */
#define PSEUDO(x)		\ 
ENTRY(x);			\	
	movl	$1,%eax;	\  
	ret;			\	
END(x)
