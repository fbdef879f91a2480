/*
 * GNU as's '# after a #define and on a line that a backslash
 * continues.  cpp reads the ' as opening a character constant that
 * runs to the end of the logical line, a #define's whole body, and
 * expands no macro in it.  87800d3 put RETGUARD_END_NOCFI on a line of
 * its own inside HASH_RET's body, which ended the #define there and
 * left its ret outside it (libFuzzer found this in CI); in HASHFN's,
 * a whole function, it put both macros in line after the ', where cpp
 * did not expand them; and in is_hash2 it put RETGUARD_END_NOCFI in
 * line after the ' of the line before, the same.  A RETGUARD macro
 * cannot go after a ' in a #define: the function that returns through
 * HASH_RET, and HASHFN's, are left alone.  Elsewhere it goes on a line
 * of its own.
 */
#include <machine/asm.h>

#define	HASH_RET	movl $'#, %eax; popq %rbx; ret
#define	HASHFN		ENTRY(hash3); movl $'#, %eax; ret

	.text
/* long is_hash2(long c): 1 for '#', else 2 */
ENTRY(is_hash2)
	movl	$2, %eax
	cmpb	$'#, %dil; \
	jne 1f; movl $1, %eax; ret
1:	ret
END(is_hash2)

/* long via_macro(void): '#, 35 */
ENTRY(via_macro)
	pushq	%rbx
	HASH_RET
END(via_macro)

/* long hash3(void): 35 */
HASHFN
END(hash3)
