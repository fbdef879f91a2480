/* Reached only through the bodies of reach-chain-defs.h's macros. */
#define VZ_UPPER	vzeroupper
#define BASE_ENTRY(x)	.globl x; .type x,@function; x:
#define PAGE_SIZE	4096
