/* resume-macro-a64.S: macros whose body is RETGUARD_RESUME */
#define HRESD	RETGUARD_RESUME
	.macro	HRESM
	RETGUARD_RESUME
	.endm
