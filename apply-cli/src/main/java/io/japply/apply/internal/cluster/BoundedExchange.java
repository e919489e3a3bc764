package io.japply.apply.internal.cluster;

import io.fabric8.kubernetes.client.http.HttpRequest;
import io.fabric8.kubernetes.client.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * One request under its {@link RequestBudget}: tries it, and tries again after 429 or 5xx, after
 * a reset or cut connection when {@link Repeatable} says that is safe, or after a refused connection
 * (nothing was sent) once the server has answered before: a restarting server, waited for; never
 * past the deadline, which also bounds the body of each answer. Failures end as {@link Unreachable},
 * worded with the time really waited.
 */
final class BoundedExchange<T> {
    private static final int TOO_MANY_REQUESTS = 429;
    private static final int SERVER_ERROR = 500;

    private final RequestBudget budget;
    private final BoundedHttpClientMemory memory;
    private final HttpRequest request;
    private final Function<Duration, CompletableFuture<HttpResponse<T>>> send;
    private final long startNanos = System.nanoTime();
    private final long deadlineNanos;
    private final CompletableFuture<HttpResponse<T>> result = new CompletableFuture<>();
    private volatile boolean first;
    /** A try of this write reached the server and its answer was lost: the server may have done it. */
    private volatile boolean sentWrite;

    /** {@code send} makes one try, given the time left (zero: no limit). */
    BoundedExchange(RequestBudget budget, BoundedHttpClientMemory memory, HttpRequest request,
                    Function<Duration, CompletableFuture<HttpResponse<T>>> send) {
        this.budget = budget;
        this.memory = memory;
        this.request = request;
        this.send = send;
        this.deadlineNanos = startNanos + budget.timeout().toNanos();
    }

    CompletableFuture<HttpResponse<T>> start() {
        java.util.Optional<Unreachable> known = memory.unanswered(request.method(), request.uri());
        if (known.isPresent()) {
            result.completeExceptionally(known.get().again());
        } else if (memory.firstConnection().open(request.uri()) || (first = memory.firstConnection().claim())) {
            attempt(1, budget.firstBackoff());
        } else {
            memory.firstConnection().whenOpen(budget.unlimited() ? Duration.ZERO : left())
                    .thenRun(() -> attempt(1, budget.firstBackoff()));
        }
        return result;
    }

    private void attempt(int tries, Duration backoff) {
        Duration left = left();
        if (!budget.unlimited() && (left.isNegative() || left.isZero())) {
            endFirst();
            fail(Unreachable.timedOut(budget.timeoutAsGiven(), described(), tries - 1, waited(), sentWrite));
            return;
        }
        CompletableFuture<HttpResponse<T>> one;
        try {
            one = send.apply(budget.unlimited() ? Duration.ZERO : left);
        } catch (RuntimeException e) {
            endFirst();
            result.completeExceptionally(e);
            return;
        }
        if (!budget.unlimited()) {
            one.orTimeout(left.toMillis() + 1, TimeUnit.MILLISECONDS); // the body too, not only the headers
        }
        one.whenComplete((response, failure) -> {
            endFirst();
            if (failure == null) {
                answered(response, tries, backoff);
            } else {
                failed(failure, tries, backoff);
            }
        });
    }

    /** The first https request's try has ended: the requests held for its connection may go. */
    private void endFirst() {
        if (first) {
            first = false;
            memory.firstConnection().ended();
        }
    }

    private void answered(HttpResponse<T> response, int tries, Duration backoff) {
        memory.answered();
        boolean busy = response.code() == TOO_MANY_REQUESTS || response.code() >= SERVER_ERROR;
        Duration wait = max(backoff, retryAfter(response));
        if (busy && mayRetry(tries, wait)) {
            retry(tries, wait, backoff);
            return;
        }
        result.complete(response);
    }

    private void failed(Throwable failure, int tries, Duration backoff) {
        NetworkCause cause = NetworkCause.of(failure);
        sentWrite |= isWrite() && cause.mayHaveArrived();
        if (cause == NetworkCause.TIMEOUT) {
            fail(Unreachable.timedOut(budget.timeoutAsGiven(), described(), tries, waited(), sentWrite));
            return;
        }
        if (cause == NetworkCause.REFUSED && memory.hasAnswered() && mayRetryRefused(backoff)) {
            retry(tries, backoff, backoff);
            return;
        }
        if (cause.isTransient() && Repeatable.isRepeatable(request) && mayRetry(tries, backoff)) {
            retry(tries, backoff, backoff);
            return;
        }
        fail(Unreachable.failed(described(), cause, failure, tries, waited(), sentWrite));
    }

    /** Remembered, so that the same discovery or OpenAPI read, asked again, fails at once alike. */
    private void fail(Unreachable failure) {
        memory.unanswered(request.method(), request.uri(), failure);
        result.completeExceptionally(failure);
    }

    private boolean isWrite() {
        return !request.method().equals("GET") && !request.method().equals("HEAD");
    }

    /** Another try is allowed, and its wait ends before the deadline. */
    private boolean mayRetry(int tries, Duration wait) {
        return tries < budget.maxTries() && (budget.unlimited() || wait.compareTo(left()) < 0);
    }

    /**
     * A refused connection sent nothing, so any request may go again, as often as the deadline
     * allows: a server restarting for a few seconds fails no request. Without a deadline, for a while.
     */
    private boolean mayRetryRefused(Duration wait) {
        Duration end = budget.unlimited() ? RequestBudget.REFUSED_WITHOUT_DEADLINE.minus(waited()) : left();
        return wait.compareTo(end) < 0;
    }

    private void retry(int tries, Duration wait, Duration backoff) {
        Duration next = backoff.multipliedBy(2);
        Duration capped = next.compareTo(RequestBudget.MAX_BACKOFF) > 0 ? RequestBudget.MAX_BACKOFF : next;
        CompletableFuture.delayedExecutor(wait.toMillis(), TimeUnit.MILLISECONDS).execute(() -> attempt(tries + 1, capped));
    }

    private Duration waited() {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }

    private Duration left() {
        return Duration.ofNanos(deadlineNanos - System.nanoTime());
    }

    /** "GET https://host/path", without the query (it may carry a field manager or a continue token). */
    private String described() {
        String uri = request.uri().toString();
        int query = uri.indexOf('?');
        return request.method() + " " + (query < 0 ? uri : uri.substring(0, query));
    }

    private static Duration retryAfter(HttpResponse<?> response) {
        String header = response.header("Retry-After");
        try {
            return header == null ? Duration.ZERO : Duration.ofSeconds(Long.parseLong(header.strip()));
        } catch (NumberFormatException e) {
            return Duration.ZERO; // an HTTP date: the API server sends seconds
        }
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }
}
