/* an unterminated string in an asm block: exit 2, file unchanged */
__asm(
	"\t.text\n"
	"f:\tret\n
);
