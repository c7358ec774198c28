/* Bare-metal startup for QEMU's MPS2 AN386 (Cortex-M4F): the vector table,
 * a reset handler that enables the FPU, clears .bss and calls main, and
 * fault handlers that end the run with status 3, so that a fault fails the
 * test instead of locking the core up. Output and exit go through Arm
 * semihosting (newlib's librdimon), which qemu-system-arm -semihosting
 * serves: exit(status) becomes SYS_EXIT_EXTENDED, and qemu exits with
 * that status. No constructor is run. */
#include <stdint.h>
#include <stdlib.h>

extern uint32_t __bss_start__[], __bss_end__[], __stack_top[];
extern void initialise_monitor_handles(void);
int main(void);

/* newlib's exit runs the .fini_array through _fini, which crti.o would
 * define; -nostartfiles leaves it out. */
void _fini(void) {}

void resetHandler(void) {
  /* CPACR: full access to coprocessors 10 and 11, the FPU, before any
   * floating-point instruction runs (the hard-float ABI passes floats in
   * its registers). */
  *(volatile uint32_t*)0xE000ED88 |= 0xFu << 20;
  __asm__ volatile("dsb\n\tisb" ::: "memory");
  for (uint32_t* p = __bss_start__; p < __bss_end__; ++p)
    *p = 0;
  initialise_monitor_handles();
  exit(main());
}

/* A fault (a bad address, an undefined instruction, a division by zero):
 * semihosting SYS_EXIT_EXTENDED with status 3. */
static void faultHandler(void) {
  static const uint32_t block[2] = {0x20026 /* ADP_Stopped_ApplicationExit */, 3};
  register uint32_t op __asm__("r0") = 0x20; /* SYS_EXIT_EXTENDED */
  register const uint32_t* arg __asm__("r1") = block;
  __asm__ volatile("bkpt 0xab" : : "r"(op), "r"(arg) : "memory");
  for (;;)
    ;
}

typedef void (*Handler)(void);
/* Initial stack pointer, then reset, NMI, HardFault, MemManage, BusFault
 * and UsageFault. */
__attribute__((section(".vectors"), used)) static const Handler vectors[7] = {
    (Handler)__stack_top, resetHandler, faultHandler, faultHandler,
    faultHandler,         faultHandler, faultHandler,
};
