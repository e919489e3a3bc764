package io.japply.apply.internal.support;

import io.japply.apply.model.Failure;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/** Waiting for work run on another thread, with its failure thrown here as it was thrown there. */
public final class Futures {
    private Futures() {
    }

    /**
     * The result of {@code work}; its exception or error rethrown as it was (a checked one, a bug in
     * japply, wrapped), an interrupt ending the wait as a failure named {@code interrupted}.
     */
    public static <T> T join(Future<T> work, String interrupted) {
        try {
            return work.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw Failure.input(interrupted);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
