/*
 * The annotation that silences rgcheck's -Wmissing-start, on the line
 * right before a function's entry, with a reason: rgpp leaves that
 * function alone (the -Wallowed note).  Anywhere else, without a
 * reason, or naming another check, it changes nothing.
 */
	.text
	.globl own_conv
	.type own_conv,%function
/* rgcheck: allow missing-start its callers keep x16 across the call */
own_conv:
	add	x0, x0, #1
	ret
	.size own_conv, .-own_conv

	.globl slashes
	.type slashes,%function
// rgcheck: allow missing-start: called from the vector table's code
slashes:
	add	x0, x0, #2
	ret
	.size slashes, .-slashes

/* two lines above the entry: not the entry's */
	.globl two_above
	.type two_above,%function
/* rgcheck: allow missing-start a reason */

two_above:
	add	x0, x0, #3
	ret
	.size two_above, .-two_above

/* on a line inside the function, before its return */
	.globl inside
	.type inside,%function
inside:
	add	x0, x0, #4
	/* rgcheck: allow missing-start a reason */
	ret
	.size inside, .-inside

/* without a reason */
	.globl no_reason
	.type no_reason,%function
/* rgcheck: allow missing-start */
no_reason:
	add	x0, x0, #5
	ret
	.size no_reason, .-no_reason

/* a reason of blanks and punctuation only */
	.globl blank_reason
	.type blank_reason,%function
/* rgcheck: allow missing-start -- */
blank_reason:
	add	x0, x0, #6
	ret
	.size blank_reason, .-blank_reason

/* another check's name */
	.globl other_check
	.type other_check,%function
/* rgcheck: allow missing-end its caller XORs it back */
other_check:
	add	x0, x0, #7
	ret
	.size other_check, .-other_check

/* a function that has RETGUARD_START: nothing to silence, it gets its END */
	.globl has_start
	.type has_start,%function
/* rgcheck: allow missing-start a reason */
has_start:
	RETGUARD_START_NOCFI
	add	x0, x0, #8
	ret
	.size has_start, .-has_start
