package io.japply.apply.internal.cluster;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import javax.net.ssl.SSLSession;

/**
 * One answer of a redirect chain ({@link RedirectingClient}): the answer itself, with the hop before it as
 * previousResponse(); a redirect's headers also say how long it took ({@link RedirectingClient#HOP_MILLIS}).
 */
final class RedirectHop<T> implements HttpResponse<T> {
    private final HttpResponse<T> response;
    private final HttpResponse<T> previous;
    private final HttpHeaders headers;

    /** millis: how long this hop took when it is a redirect that was followed; negative for the final answer. */
    RedirectHop(HttpResponse<T> response, HttpResponse<T> previous, long millis) {
        this.response = response;
        this.previous = previous;
        this.headers = millis < 0 ? response.headers() : withMillis(response.headers(), millis);
    }

    private static HttpHeaders withMillis(HttpHeaders headers, long millis) {
        Map<String, List<String>> all = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        all.putAll(headers.map());
        all.put(RedirectingClient.HOP_MILLIS, List.of(Long.toString(millis)));
        return HttpHeaders.of(all, (name, value) -> true);
    }

    @Override
    public int statusCode() {
        return response.statusCode();
    }

    @Override
    public HttpRequest request() {
        return response.request();
    }

    @Override
    public Optional<HttpResponse<T>> previousResponse() {
        return Optional.ofNullable(previous);
    }

    @Override
    public HttpHeaders headers() {
        return headers;
    }

    @Override
    public T body() {
        return response.body();
    }

    @Override
    public Optional<SSLSession> sslSession() {
        return response.sslSession();
    }

    @Override
    public URI uri() {
        return response.uri();
    }

    @Override
    public HttpClient.Version version() {
        return response.version();
    }
}
