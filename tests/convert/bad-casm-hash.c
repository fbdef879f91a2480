/*
 * A # in an asm block of a #define must stringize a parameter: here a
 * string follows it, which is no C.  exit 2, file unchanged (fuzz run
 * 20: a RETGUARD line put after the # was taken for its operand, and
 * converting twice inserted one more).
 */
#define	DEFINE_ONE	__asm__(".globl one\n.type one,@function\n" \
	"one:\n" # \
	"\tmovl $1,%eax\n" \
	"\tret\n");

#define	NAME_IT(x)	__asm__(".globl " #x "\n" # x ":\n\tret\n");
