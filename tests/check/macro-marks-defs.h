/* tests/check/macro-marks-hdr.S's: RETGUARD macros in a header's bodies */
#define HPROLOGUE RETGUARD_START_NOCFI; pushq %rbx
#define HEPILOGUE popq %rbx; RETGUARD_END_NOCFI
	.macro	MPROLOGUE
	RETGUARD_START_NOCFI
	pushq	%rbx
	.endm
