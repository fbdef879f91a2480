/*
 * glibc's entry macros, as sysdeps/generic/sysdep.h and
 * sysdeps/x86/sysdep.h write them: C_LABEL pastes the label from its
 * argument, and ENTRY_P2ALIGN puts cfi_startproc after it with no ';'
 * between (cpp's output is "name: .cfi_startproc").
 */
#define C_SYMBOL_NAME(name) name
#define C_LABEL(name)	name##:
#define cfi_startproc	.cfi_startproc
#define cfi_endproc	.cfi_endproc
#define ALIGNARG(log2) 1<<log2
#define ASM_SIZE_DIRECTIVE(name) .size name,.-name;
#define _CET_ENDBR
#define CALL_MCOUNT

#define	ENTRY_P2ALIGN(name, alignment)					      \
  .globl C_SYMBOL_NAME(name);						      \
  .type C_SYMBOL_NAME(name),@function;					      \
  .align ALIGNARG(alignment);						      \
  C_LABEL(name)								      \
  cfi_startproc;							      \
  _CET_ENDBR;								      \
  CALL_MCOUNT

#define ENTRY(name) ENTRY_P2ALIGN (name, 4)

#undef	END
#define END(name)							      \
  cfi_endproc;								      \
  ASM_SIZE_DIRECTIVE(name)

/* the same entry with the ';' */
#define	ENTRY_SEMI(name)						      \
  .globl C_SYMBOL_NAME(name);						      \
  .type C_SYMBOL_NAME(name),@function;					      \
  C_LABEL(name);							      \
  cfi_startproc
