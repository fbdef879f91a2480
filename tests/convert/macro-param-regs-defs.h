/* macro-param-regs.S's header: a .macro that moves a register */
	.macro	HMV src, dst
	movq	%\src, %\dst
	.endm
