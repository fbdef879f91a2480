ENTRY(f)
	nop
	ret
END(f)
