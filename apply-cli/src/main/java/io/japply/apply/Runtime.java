package io.japply.apply;

import io.japply.apply.object.Applier;
import java.util.function.LongSupplier;

/** How an apply waits and tells time; tests give a sleeper that does not sleep and a clock it moves. */
record Runtime(Applier.Sleeper sleeper, LongSupplier nanoTime) {
    static final Runtime SYSTEM = new Runtime(d -> Thread.sleep(d.toMillis()), System::nanoTime);
}
