package io.japply.apply.cluster;

import io.fabric8.kubernetes.client.http.HttpRequest;
import io.fabric8.kubernetes.client.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * One request under its {@link RequestBudget}: tries it, and tries again after 429 or 5xx, or after
 * a reset or cut connection when {@link Repeatable} says that is safe; never past the deadline,
 * which also bounds the body of each answer. Failures end as {@link Unreachable}, worded.
 */
final class BoundedExchange<T> {
    private static final int TOO_MANY_REQUESTS = 429;
    private static final int SERVER_ERROR = 500;

    private final RequestBudget budget;
    private final HttpRequest request;
    private final Function<Duration, CompletableFuture<HttpResponse<T>>> send;
    private final long deadlineNanos;
    private final CompletableFuture<HttpResponse<T>> result = new CompletableFuture<>();

    /** {@code send} makes one try, given the time left (zero: no limit). */
    BoundedExchange(RequestBudget budget, HttpRequest request, Function<Duration, CompletableFuture<HttpResponse<T>>> send) {
        this.budget = budget;
        this.request = request;
        this.send = send;
        this.deadlineNanos = System.nanoTime() + budget.timeout().toNanos();
    }

    CompletableFuture<HttpResponse<T>> start() {
        attempt(1, budget.firstBackoff());
        return result;
    }

    private void attempt(int tries, Duration backoff) {
        Duration left = left();
        if (!budget.unlimited() && (left.isNegative() || left.isZero())) {
            result.completeExceptionally(Unreachable.timedOut(budget.timeoutAsGiven(), described(), tries - 1));
            return;
        }
        CompletableFuture<HttpResponse<T>> one;
        try {
            one = send.apply(budget.unlimited() ? Duration.ZERO : left);
        } catch (RuntimeException e) {
            result.completeExceptionally(e);
            return;
        }
        if (!budget.unlimited()) {
            one.orTimeout(left.toMillis() + 1, TimeUnit.MILLISECONDS); // the body too, not only the headers
        }
        one.whenComplete((response, failure) -> {
            if (failure == null) {
                answered(response, tries, backoff);
            } else {
                failed(failure, tries, backoff);
            }
        });
    }

    private void answered(HttpResponse<T> response, int tries, Duration backoff) {
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
        if (cause == NetworkCause.TIMEOUT) {
            result.completeExceptionally(Unreachable.timedOut(budget.timeoutAsGiven(), described(), tries));
            return;
        }
        if (cause.isTransient() && Repeatable.isRepeatable(request) && mayRetry(tries, backoff)) {
            retry(tries, backoff, backoff);
            return;
        }
        result.completeExceptionally(Unreachable.failed(described(), cause, failure, tries));
    }

    /** Another try is allowed, and its wait ends before the deadline. */
    private boolean mayRetry(int tries, Duration wait) {
        return tries < budget.maxTries() && (budget.unlimited() || wait.compareTo(left()) < 0);
    }

    private void retry(int tries, Duration wait, Duration backoff) {
        CompletableFuture.delayedExecutor(wait.toMillis(), TimeUnit.MILLISECONDS)
                .execute(() -> attempt(tries + 1, backoff.multipliedBy(2)));
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
