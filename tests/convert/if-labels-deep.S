/*
 * 1f behind 65 #if groups, one inside the other: rgpp reads 64 deep
 * and no deeper, and leaves the function alone rather than guess.
 */
#include <machine/asm.h>

ENTRY(deep)
	testq	%rdi,%rdi
	jz	1f
#ifdef A0
#ifdef A1
#ifdef A2
#ifdef A3
#ifdef A4
#ifdef A5
#ifdef A6
#ifdef A7
#ifdef A8
#ifdef A9
#ifdef A10
#ifdef A11
#ifdef A12
#ifdef A13
#ifdef A14
#ifdef A15
#ifdef A16
#ifdef A17
#ifdef A18
#ifdef A19
#ifdef A20
#ifdef A21
#ifdef A22
#ifdef A23
#ifdef A24
#ifdef A25
#ifdef A26
#ifdef A27
#ifdef A28
#ifdef A29
#ifdef A30
#ifdef A31
#ifdef A32
#ifdef A33
#ifdef A34
#ifdef A35
#ifdef A36
#ifdef A37
#ifdef A38
#ifdef A39
#ifdef A40
#ifdef A41
#ifdef A42
#ifdef A43
#ifdef A44
#ifdef A45
#ifdef A46
#ifdef A47
#ifdef A48
#ifdef A49
#ifdef A50
#ifdef A51
#ifdef A52
#ifdef A53
#ifdef A54
#ifdef A55
#ifdef A56
#ifdef A57
#ifdef A58
#ifdef A59
#ifdef A60
#ifdef A61
#ifdef A62
#ifdef A63
#ifdef A64
1:	movq	$1,%rax
	ret
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
1:	ret
END(deep)
