package io.japply.cli.report;

import io.fabric8.kubernetes.client.http.AsyncBody;
import io.fabric8.kubernetes.client.http.HttpHeaders;
import io.fabric8.kubernetes.client.http.HttpRequest;
import io.fabric8.kubernetes.client.http.HttpResponse;
import io.fabric8.kubernetes.client.http.Interceptor;
import io.japply.apply.internal.cluster.RedirectingClient;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * -v=N: every request on stderr, at kubectl's levels. 6: {@code GET URL 200 OK in 3 milliseconds};
 * 7: also the request headers, credentials masked; 8: also the response headers and the bodies
 * (cut at 10,240 characters, whole from 9). A Secret's body is never printed at any level: the data
 * would land in a job's log. Each request's lines are written at once, so parallel requests do not interleave.
 */
public final class Tracing implements Interceptor {
    public static final int URLS = 6;
    static final int HEADERS = 7;
    static final int BODIES = 8;
    static final int WHOLE_BODIES = 9;
    private static final int BODY_LIMIT = 10_240;

    private final PrintWriter err;
    private final int level;
    private final LongSupplier nanoTime;
    private final Map<HttpRequest, Long> started = new ConcurrentHashMap<>();

    public Tracing(PrintWriter err, int level, LongSupplier nanoTime) {
        this.err = err;
        this.level = level;
        this.nanoTime = nanoTime;
    }

    /** Called with the request as sent (every interceptor's headers in it), just before it goes out. */
    @Override
    public AsyncBody.Consumer<List<ByteBuffer>> consumer(AsyncBody.Consumer<List<ByteBuffer>> consumer, HttpRequest request) {
        started.put(request, nanoTime.getAsLong());
        return level >= BODIES ? new BodyTrace(consumer, request) : consumer;
    }

    /** A redirect followed shows as kubectl shows it: one request per hop, each with its own host. */
    @Override
    public void after(HttpRequest request, HttpResponse<?> response, AsyncBody.Consumer<List<ByteBuffer>> consumer) {
        long millis = elapsed(request);
        List<HttpResponse<?>> hops = new ArrayList<>();
        for (Optional<HttpResponse<?>> hop = response.previousResponse(); hop.isPresent(); hop = hop.get().previousResponse()) {
            hops.add(0, hop.get());
        }
        for (HttpResponse<?> hop : hops) {
            long hopMillis = hop.headers(RedirectingClient.HOP_MILLIS).stream().mapToLong(Long::parseLong).findFirst().orElse(0);
            millis -= hopMillis;
            print(hop.request(), StatusText.of(hop.code()), null, hopMillis);
        }
        print(hops.isEmpty() ? request : response.request(), StatusText.of(response.code()), response, Math.max(0, millis));
    }

    @Override
    public void afterConnectionFailure(HttpRequest request, Throwable failure) {
        print(request, "", null, elapsed(request));
    }

    private long elapsed(HttpRequest request) {
        Long start = started.remove(request);
        return start == null ? 0 : (nanoTime.getAsLong() - start) / 1_000_000;
    }

    private void print(HttpRequest request, String status, HttpResponse<?> response, long millis) {
        String line = request.method() + " " + request.uri();
        StringBuilder text = new StringBuilder();
        if (level < HEADERS) {
            text.append(line).append(' ').append(status).append(" in ").append(millis).append(" milliseconds\n");
        } else {
            text.append(line).append('\n');
            headers(text, "Request Headers:", request);
            if (level >= BODIES && request.bodyString() != null && !request.bodyString().isEmpty()) {
                text.append("Request Body: ").append(body(request, request.bodyString())).append('\n');
            }
            text.append("Response Status: ").append(status).append(" in ").append(millis).append(" milliseconds\n");
            if (level >= BODIES && response != null) {
                headers(text, "Response Headers:", response);
            }
        }
        write(text.toString());
    }

    private void headers(StringBuilder text, String title, HttpHeaders headers) {
        text.append(title).append('\n');
        headers.headers().forEach((name, values) -> values.forEach(value ->
                text.append("    ").append(name).append(": ").append(Masking.header(name, value)).append('\n')));
    }

    /** The body to print: none for a Secret, cut at {@link #BODY_LIMIT} below level 9. */
    private String body(HttpRequest request, String body) {
        if (Masking.isSecret(request.uri())) {
            return "(not shown: a Secret's data)";
        }
        if (level < WHOLE_BODIES && body.length() > BODY_LIMIT) {
            return body.substring(0, BODY_LIMIT) + " [truncated " + (body.length() - BODY_LIMIT) + " chars]";
        }
        return body;
    }

    private void write(String text) {
        synchronized (err) {
            err.print(text);
            err.flush();
        }
    }

    /** Copies the response body as it streams by, and prints it once complete. */
    private final class BodyTrace implements AsyncBody.Consumer<List<ByteBuffer>> {
        private final AsyncBody.Consumer<List<ByteBuffer>> delegate;
        private final HttpRequest request;
        private final java.io.ByteArrayOutputStream copy = new java.io.ByteArrayOutputStream();
        private boolean watching;

        BodyTrace(AsyncBody.Consumer<List<ByteBuffer>> delegate, HttpRequest request) {
            this.delegate = delegate;
            this.request = request;
        }

        @Override
        public void consume(List<ByteBuffer> buffers, AsyncBody body) throws Exception {
            synchronized (this) {
                for (ByteBuffer buffer : buffers) {
                    ByteBuffer view = buffer.duplicate();
                    byte[] bytes = new byte[view.remaining()];
                    view.get(bytes);
                    copy.write(bytes);
                }
                if (!watching) {
                    watching = true;
                    body.done().whenComplete((done, failure) -> printBody());
                }
            }
            delegate.consume(buffers, body);
        }

        private synchronized void printBody() {
            write("Response Body: " + body(request, copy.toString(java.nio.charset.StandardCharsets.UTF_8)) + "\n");
        }

        @Override
        public <U> U unwrap(Class<U> type) {
            return delegate.unwrap(type);
        }
    }
}
