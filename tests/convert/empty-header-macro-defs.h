/* empty-header-macro.S's header: a macro defined empty, no operand */
#define SSTRAP
