/*
 * Modelled on OpenBSD's lib/csu/i386/md_init.h (2017): see
 * md_init-amd64.h.  Here the prologue builds a frame that the epilogue
 * tears down with leave.
 */
#define MD_SECT_CALL_FUNC(section, func) \
	__asm (".section "#section", \"ax\"\n"	\
	"	call " #func "\n"		\
	"	.previous")

#define MD_SECTION_PROLOGUE(sect, entry_pt)	\
	__asm (					\
	".section "#sect",\"ax\",@progbits	\n" \
	"	.globl " #entry_pt "		\n" \
	"	.type " #entry_pt ",@function	\n" \
	#entry_pt":				\n" \
	"	.align 16			\n" \
	"	pushl	%ebp			\n" \
	"	movl	%esp,%ebp		\n" \
	"	andl	$~15,%esp		\n" \
	"	.previous")

#define MD_SECTION_EPILOGUE(sect)		\
	__asm (					\
	".section "#sect",\"ax\",@progbits	\n" \
	"	leave				\n" \
	"	ret				\n" \
	"	.previous")

#define	MD_RCRT0_START						\
	__asm(							\
	"	.text				\n"	\
	"	.align	4			\n"	\
	"	.globl	_dl_exit		\n"	\
	"	.type	_dl_exit,@function	\n"	\
	"_dl_exit:				\n"	\
	"	mov	$1, %eax		\n"	\
	"	int	$0x80			\n"	\
	"	ret				\n"	\
	"	.previous")
