package io.japply.apply.internal.read;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import io.japply.apply.internal.support.Daemons;
import io.japply.apply.internal.support.Futures;

/**
 * Reads run on a few threads, their results returned in the order given. Parsing YAML is most of
 * reading a directory of manifests, and a job step's directory holds hundreds. The first failure in
 * that order is thrown as it was thrown by the read, as if the reads had run one after another.
 */
final class OrderedReads {
    private static final int MAX_THREADS = 4;

    private OrderedReads() {
    }

    static <T> List<T> run(List<Callable<T>> reads) {
        return run(reads, Math.min(MAX_THREADS, Runtime.getRuntime().availableProcessors()));
    }

    static <T> List<T> run(List<Callable<T>> reads, int atMost) {
        int threads = Math.min(reads.size(), atMost);
        if (threads <= 1) {
            return inline(reads);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, Daemons.named("japply-read-files"));
        try {
            List<Future<T>> started = new ArrayList<>();
            for (Callable<T> read : reads) {
                started.add(pool.submit(read));
            }
            List<T> results = new ArrayList<>();
            for (Future<T> one : started) {
                results.add(Futures.join(one, "interrupted while reading the manifests"));
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    private static <T> List<T> inline(List<Callable<T>> reads) {
        List<T> results = new ArrayList<>();
        for (Callable<T> read : reads) {
            try {
                results.add(read.call());
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        return results;
    }
}
