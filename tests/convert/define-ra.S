/*
 * A #define of the file that rgpp does not read at its use (one with
 * parameters, or defined twice) and that leaves the stack alone was
 * read as nothing: rgpp 4c1874c protected def_read, whose use reads the
 * return address after a push (built with -D_RET_PROTECTOR, it returns
 * it mangled), and its rgcheck passed it.  The body is now read from
 * the use's frame, its parameters as written: it is left alone.
 * def_local's use writes below the slot only, and it stays protected.
 */
#include <machine/asm.h>

#define RD(r)	movq 8(%rsp), r
#define ST(r)	movq r, 16(%rsp)

	.text
/* long def_read(void): its return address minus main's */
ENTRY(def_read)
	pushq	%rbx
	RD(%rax)
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(def_read)

/* long def_local(long x): x, through a slot below the return address */
ENTRY(def_local)
	subq	$24, %rsp
	ST(%rdi)
	movq	16(%rsp), %rax
	addq	$24, %rsp
	ret
END(def_local)
