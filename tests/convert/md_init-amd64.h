/*
 * Modelled on OpenBSD's lib/csu/amd64/md_init.h (2016), the file the
 * RETGUARD diff of 2017 converted by hand: functions written as C
 * strings in __asm blocks inside #define bodies.
 *
 * MD_SECTION_PROLOGUE and MD_SECTION_EPILOGUE are the two halves of one
 * function (_init, _fini), stitched by the linker: crtbegin's prologue,
 * the .init calls of every object, crtend's epilogue.  The seed put
 * the XOR after the prologue's entry and before the epilogue's ret.
 * _dl_exit: an entry, a syscall, two returns.
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
	"	subq	$8,%rsp			\n" \
	"	.previous")

#define MD_SECTION_EPILOGUE(sect)		\
	__asm (					\
	".section "#sect",\"ax\",@progbits	\n" \
	"	addq	$8,%rsp			\n" \
	"	ret				\n" \
	"	.previous")

/* an asm statement in C code: not a function, left alone */
#define	MD_DISABLE_KBIND						\
	do {								\
		register long syscall_num __asm("rax") = SYS_kbind;	\
		register void *arg1 __asm("rdi") = NULL;		\
		__asm volatile("syscall" : "+r" (syscall_num)		\
		    : "r" (arg1) : "cc", "rdx", "rcx", "r11", "memory");	\
	} while (0)

#define	MD_RCRT0_START							\
	__asm(								\
	"	.text					\n"	\
	"	.globl	_dl_exit			\n"	\
	"	.type	_dl_exit,@function		\n"	\
	"	.align	8				\n"	\
	"_dl_exit:					\n"	\
	"	movl	$(1), %eax			\n"	\
	"	syscall					\n"	\
	"	jb	1f				\n"	\
	"	ret					\n"	\
	"1:						\n"	\
	"	neg	%rax				\n"	\
	"	ret					\n"	\
	"	.previous")
