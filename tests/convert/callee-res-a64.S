/*
 * aarch64: the second register of a 16-byte result.  via_x1 reads its
 * saved x30 through the address in the stack that pair_sp, a global
 * function (which another definition may take the place of), gives
 * back in x1; via_local through the one local_pair, a local function
 * of the file, gives back there; via_fp through the caller's frame
 * pointer, which local_fp copies to x1.  rgpp dc21706 marked only x0
 * after a call that passed no address in the stack, and protected all
 * three (built with -D_RET_PROTECTOR, each returns the mangled
 * address); they are left alone now.  keep_x1 and keep_x0 keep a
 * pointer in x1 and x0 across a call to local_bump, a local function
 * of their own convention that writes neither (as Linux's
 * chacha_block_xor_neon and aesbs_ctr_encrypt do), and store through
 * it after: both are protected (dc21706 left keep_x0 alone).
 * keep_exported does the same with exported_bump, which a .macro of
 * the file makes global: another definition may take its place at
 * link time, and keep_exported is left alone.  Built and run by
 * tests/bare-regs-run.sh.
 */
	.text
/* struct { long a; void *b; } pair_sp(void): b is its own sp */
	.globl pair_sp
	.type pair_sp,%function
pair_sp:
	mov	x0, #0
	mov	x1, sp
	ret
	.size pair_sp, .-pair_sp

/* unsigned long via_x1(void): its return address, through pair_sp */
	.globl via_x1
	.type via_x1,%function
via_x1:
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	bl	pair_sp
	ldr	x0, [x1, #8]
	ldp	x29, x30, [sp], #16
	ret
	.size via_x1, .-via_x1

/* local: x1 is its own sp */
	.type local_pair,%function
local_pair:
	mov	x0, #0
	mov	x1, sp
	ret
	.size local_pair, .-local_pair

/* unsigned long via_local(void): through local_pair's x1 */
	.globl via_local
	.type via_local,%function
via_local:
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	bl	local_pair
	ldr	x0, [x1, #8]
	ldp	x29, x30, [sp], #16
	ret
	.size via_local, .-via_local

/* local: x1 is its caller's frame pointer */
	.type local_fp,%function
local_fp:
	mov	x1, x29
	ret
	.size local_fp, .-local_fp

/* unsigned long via_fp(void): through local_fp's x1 */
	.globl via_fp
	.type via_fp,%function
via_fp:
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	bl	local_fp
	ldr	x0, [x1, #8]
	ldp	x29, x30, [sp], #16
	ret
	.size via_fp, .-via_fp

/* local, of its own convention: x3 += 1, nothing else */
	.type local_bump,%function
local_bump:
	add	x3, x3, #1
	ret
	.size local_bump, .-local_bump

/* long keep_x1(long v, long *out): *out = v + 1, through x1 */
	.globl keep_x1
	.type keep_x1,%function
keep_x1:
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	mov	x3, x0
	bl	local_bump
	str	x3, [x1]
	mov	x0, x3
	ldp	x29, x30, [sp], #16
	ret
	.size keep_x1, .-keep_x1

/* long keep_x0(long *out, long v): *out = v + 1, through x0 */
	.globl keep_x0
	.type keep_x0,%function
keep_x0:
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	mov	x3, x1
	bl	local_bump
	str	x3, [x0]
	mov	x0, x3
	ldp	x29, x30, [sp], #16
	ret
	.size keep_x0, .-keep_x0

/* a .macro that makes its argument global */
	.macro	export, sym
	.globl	\sym
	.endm

/* local by its label, global by export's .globl */
	.type exported_bump,%function
exported_bump:
	add	x3, x3, #1
	ret
	.size exported_bump, .-exported_bump
	export	exported_bump

/*
 * long keep_exported(long v, long *out): keep_x1's code, but
 * exported_bump may be another definition: left alone.
 */
	.globl keep_exported
	.type keep_exported,%function
keep_exported:
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	mov	x3, x0
	bl	exported_bump
	str	x3, [x1]
	mov	x0, x3
	ldp	x29, x30, [sp], #16
	ret
	.size keep_exported, .-keep_exported
