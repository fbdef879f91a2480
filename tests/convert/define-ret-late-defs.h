/* define-ret-late.S: included after LATE_RET is defined (nothing here) */
