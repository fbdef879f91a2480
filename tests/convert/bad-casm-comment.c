/* an unterminated comment after an asm block */
__asm(
	"\tret\n"
	/* the end
);
