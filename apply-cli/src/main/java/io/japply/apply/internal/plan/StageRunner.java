package io.japply.apply.internal.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;
import io.japply.apply.internal.support.Daemons;
import io.japply.apply.internal.support.Futures;

/**
 * Runs tasks stage by stage: every task of a stage may run at the same time (up to the concurrency),
 * and a stage starts only when the one before it has finished. With concurrency 1 everything runs
 * on the calling thread, one after another. Tasks report their own failures; they must not throw.
 */
public final class StageRunner {
    private final int concurrency;

    public StageRunner(int concurrency) {
        this.concurrency = concurrency;
    }

    public void run(List<List<Integer>> stages, IntConsumer task) {
        if (concurrency == 1) {
            stages.forEach(stage -> stage.forEach(task::accept));
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(concurrency, Daemons.named("japply-apply"));
        try {
            for (List<Integer> stage : stages) {
                List<Future<?>> running = new ArrayList<>();
                for (int index : stage) {
                    running.add(pool.submit(() -> task.accept(index)));
                }
                for (Future<?> f : running) {
                    Futures.join(f, "interrupted");
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
