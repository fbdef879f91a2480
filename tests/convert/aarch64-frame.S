#include <machine/asm.h>
ENTRY(leaf)
	add	w0, w0, w0
	ret
END(leaf)

ENTRY(nonleaf)
	.cfi_startproc
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	mov	x29, sp
	str	x19, [sp, #16]
	mov	x19, x0
	bl	callback
	cbz	x0, 1f
	add	x0, x0, x19
	ldr	x19, [sp, #16]
	ldp	x29, x30, [sp], #32
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	ret
1:	ldr	x19, [sp, #16]
	ldp	x29, x30, [sp], #32
	ret
	.cfi_endproc
END(nonleaf)

ENTRY(tailer)
	mov	x1, x0
	b	other
END(tailer)
