	.macro	m
	ret
