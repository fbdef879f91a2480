/* Functions that read their own return address, and one that only
   looks like it. */
#include <machine/asm.h>

ENTRY(__x86_get_pc_thunk_bx)
	movl	(%esp),%ebx
	ret
END(__x86_get_pc_thunk_bx)

ENTRY(pic_base)
	call	1f
1:	popl	%eax
	ret
END(pic_base)

ENTRY(_setjmp)
	movl	4(%esp),%eax
	movl	0(%esp),%edx		/* the return address */
	movl	%edx,0(%eax)
	movl	%ebx,4(%eax)
	xorl	%eax,%eax
	ret
END(_setjmp)
