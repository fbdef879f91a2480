#include <machine/asm.h>

ENTRY(f)
	ret	/* this comment never ends
END(f)
