package io.japply.cli.report;

import io.fabric8.kubernetes.client.http.AsyncBody;
import io.fabric8.kubernetes.client.http.HttpRequest;
import io.fabric8.kubernetes.client.http.HttpResponse;
import io.fabric8.kubernetes.client.http.Interceptor;
import io.japply.apply.kubeconfig.RedirectHops;
import io.japply.cli.printer.GoQuoting;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * -v=N: every request on stderr, at kubectl 1.37's levels, in its structured klog lines. 6: {@code
 * "Response" verb="GET" url="URL" status="200 OK" milliseconds=3}; 7: a "Request" line with the
 * request headers (credentials masked), the response's status; 8: also the response headers and the
 * bodies (cut at 1,024 characters); 9: the request as a curl command, bodies cut at 10,240; 10: whole
 * bodies. A Secret's body is never printed at any level: the data would land in a job's log. Each
 * request's lines are written at once, so parallel requests do not interleave.
 */
public final class Tracing implements Interceptor {
    public static final int URLS = 6;
    static final int HEADERS = 7;
    static final int BODIES = 8;
    static final int CURL = 9;
    static final int WHOLE_BODIES = 10;
    private static final int BODY_LIMIT = 1_024;
    private static final int CURL_BODY_LIMIT = 10_240;
    /** Where client-go logs each: its round tripper, and (for the bodies) cli-runtime's resource helper. */
    private static final String REQUEST_SOURCE = "round_trippers.go:527";
    private static final String RESPONSE_SOURCE = "round_trippers.go:632";
    private static final String BODY_SOURCE = "helper.go:105";

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
            long hopMillis = RedirectHops.millis(hop);
            millis -= hopMillis;
            print(hop.request(), StatusText.of(hop.code()), hop, hopMillis);
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

    /** A request and its answer ({@code response} null when none came), as client-go logs them at this level. */
    private void print(HttpRequest request, String status, HttpResponse<?> response, long millis) {
        StringBuilder text = new StringBuilder();
        if (level >= BODIES) {
            String sent = request.bodyString() == null ? "" : request.bodyString();
            line(text, BODY_SOURCE, new KlogEntry("Request Body").with("body", body(request, sent)));
        }
        if (level >= CURL) {
            line(text, REQUEST_SOURCE, new KlogEntry("Request").with("curlCommand", curl(request)));
        } else if (level >= HEADERS) {
            line(text, REQUEST_SOURCE, new KlogEntry("Request").with("verb", request.method())
                    .with("url", request.uri().toString()).withHeaders("headers", request.headers()));
        }
        KlogEntry answer = new KlogEntry("Response");
        if (level == URLS || level >= CURL) {
            answer.with("verb", request.method()).with("url", request.uri().toString());
        }
        answer.with("status", status);
        if (level >= BODIES) {
            answer.withHeaders("headers", received(response));
        }
        line(text, RESPONSE_SOURCE, answer.with("milliseconds", millis));
        write(text.toString());
    }

    /** The response's headers, without the one japply's redirect follower adds to time a hop. */
    private static Map<String, List<String>> received(HttpResponse<?> response) {
        Map<String, List<String>> headers = new java.util.LinkedHashMap<>(response == null ? Map.of() : response.headers());
        // HTTP/2's pseudo-headers too, which Go's client never shows
        headers.keySet().removeIf(name -> name.startsWith(":") || RedirectHops.isTimingHeader(name));
        return headers;
    }

    private static void line(StringBuilder text, String source, KlogEntry entry) {
        text.append(KlogLine.info(source, entry.text())).append('\n');
    }

    /** client-go's curl line: each header as {@code -H "Name: value"} (credentials masked), then the URL. */
    private static String curl(HttpRequest request) {
        StringBuilder headers = new StringBuilder();
        request.headers().forEach((name, values) -> values.forEach(value -> headers.append(" -H ")
                .append(GoQuoting.quote(name + ": " + Masking.header(name, value)))));
        return "curl -v -X" + request.method() + " " + headers + " '" + request.uri() + "'\n";
    }

    /** The body to print: none for a Secret, cut as client-go cuts it below level 10. */
    private String body(HttpRequest request, String body) {
        if (Masking.isSecret(request.uri())) {
            return "(not shown: a Secret's data)";
        }
        int limit = level >= WHOLE_BODIES ? Integer.MAX_VALUE : level >= CURL ? CURL_BODY_LIMIT : BODY_LIMIT;
        if (body.length() > limit) {
            return body.substring(0, limit) + " [truncated " + (body.length() - limit) + " chars]";
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
            StringBuilder text = new StringBuilder();
            line(text, BODY_SOURCE, new KlogEntry("Response Body")
                    .with("body", body(request, copy.toString(java.nio.charset.StandardCharsets.UTF_8))));
            write(text.toString());
        }

        @Override
        public <U> U unwrap(Class<U> type) {
            return delegate.unwrap(type);
        }
    }
}
