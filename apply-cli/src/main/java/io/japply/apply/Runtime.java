package io.japply.apply;

import io.japply.apply.status.WaitClock;
import java.util.function.LongSupplier;

/** How an apply waits and tells time; tests give a sleeper that does not sleep and clocks they move. */
record Runtime(io.japply.apply.model.Sleeper sleeper, LongSupplier nanoTime, WaitClock waitClock) {
    static final Runtime SYSTEM = new Runtime(d -> Thread.sleep(d.toMillis()), System::nanoTime, WaitClock.system());
}
