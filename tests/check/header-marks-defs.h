/*
 * tests/check/header-marks-a64.S's and header-slot-a64.S's:
 * RETGUARD_SPILLED and RETGUARD_RELOADED in a header's macro bodies.
 */
/* x30 is at CFA-24 where they are used: HSLOT16 is wrong */
	.macro	HSLOT16
	RETGUARD_SPILLED(-16)
	.endm
#define HSLOT24	RETGUARD_SPILLED(-24)
	.macro	HRELOADED
	RETGUARD_RELOADED
	.endm
/* in one build only: the other's walk must see it too */
#ifdef HDR_EARLY
	.macro	HMAYBE
	RETGUARD_RELOADED
	.endm
#else
	.macro	HMAYBE
	.endm
#endif
/* defined again after an #undef: not the first definition */
#define HAGAIN
#undef HAGAIN
#define HAGAIN	RETGUARD_RELOADED
