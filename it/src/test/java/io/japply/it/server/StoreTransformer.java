package io.japply.it.server;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.extension.ResponseDefinitionTransformerV2;
import com.github.tomakehurst.wiremock.http.QueryParameter;
import com.github.tomakehurst.wiremock.http.Request;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;

/** WireMock's hook into {@link ObjectStore}: object paths and collection paths by method, faults first. */
public final class StoreTransformer implements ResponseDefinitionTransformerV2 {
    public static final String NAME = "kubernetes-object-store";
    /** How many bytes a cut answer promises beyond those it sends. */
    private static final int CUT_SHORT_BY = 1000;
    /**
     * How often a stalled answer sends its next byte. WireMock sleeps before each chunk, the first too,
     * and the status and headers go with the first: one byte a chunk, each this far apart, puts the
     * headers out at once and the end of the body only after the whole stall.
     */
    private static final int STALL_TICK_MILLIS = 50;
    /** How long a WATCH waits for a change before its stream ends (the client then watches again). */
    static final java.time.Duration WATCH_POLL = java.time.Duration.ofSeconds(2);
    private final ObjectStore store;

    public StoreTransformer(ObjectStore store) {
        this.store = store;
    }

    @Override
    public ResponseDefinition transform(ServeEvent event) {
        Request request = event.getRequest();
        String path = request.getUrl().split("\\?")[0];
        Fault fault = store.faultFor(request.getMethod().getName(), path);
        Fault.Kind kind = fault == null ? null : fault.kind();
        if (kind == Fault.Kind.DROP) {
            return new ResponseDefinitionBuilder().withFault(com.github.tomakehurst.wiremock.http.Fault.CONNECTION_RESET_BY_PEER)
                    .build();
        }
        ObjectStore.Answer answer = kind == Fault.Kind.STATUS ? ObjectStore.injected(fault.status())
                : answer(request, path);
        java.util.List<String> warnings = new java.util.ArrayList<>(store.warnings().forRequest(request.getMethod().getName(), path));
        warnings.addAll(answer.warnings());
        ResponseDefinitionBuilder response = new ResponseDefinitionBuilder().withStatus(answer.status())
                .withHeader("Content-Type", "application/json").withBody(answer.body());
        if (!warnings.isEmpty()) {
            response.withHeader("Warning", warnings.stream().map(ServerWarnings::header).toArray(String[]::new));
        }
        long delay = store.latency().toMillis() + (kind == Fault.Kind.SLOW ? fault.delay().toMillis() : 0);
        if (kind == Fault.Kind.CUT) {
            response.withHeader("Content-Length", String.valueOf(answer.body().length() + CUT_SHORT_BY));
        }
        if (kind == Fault.Kind.STALL) {
            stall(response, answer.body(), fault.delay());
        }
        return response.withFixedDelay((int) delay).build();
    }

    /** The body padded (JSON allows trailing blanks) to one byte per tick of the stall, dribbled a byte a tick. */
    private static void stall(ResponseDefinitionBuilder response, String body, java.time.Duration stall) {
        int ticks = (int) Math.max(2, stall.toMillis() / STALL_TICK_MILLIS);
        String padded = body.length() >= ticks ? body : body + " ".repeat(ticks - body.length());
        response.withBody(padded).withChunkedDribbleDelay(padded.length(), (int) stall.toMillis());
    }

    private ObjectStore.Answer answer(Request request, String path) {
        boolean dryRun = dryRun(request);
        return switch (request.getMethod().getName()) {
            case "GET" -> request.queryParameter("sendInitialEvents").containsValue("true")
                    ? store.watchList(path)
                    : request.queryParameter("watch").containsValue("true")
                    ? store.watch(path, request.queryParameter("resourceVersion").isPresent()
                            ? request.queryParameter("resourceVersion").firstValue() : "", WATCH_POLL)
                    : store.read(path, request.queryParameter("labelSelector").isPresent()
                    ? request.queryParameter("labelSelector").firstValue() : "");
            case "POST" -> store.create(path, request.getBodyAsString(), dryRun, fieldValidation(request));
            case "PATCH" -> store.patch(path, request.getHeader("Content-Type"), request.getBodyAsString(), dryRun,
                    fieldValidation(request));
            case "DELETE" -> store.delete(path, dryRun);
            case "PUT" -> store.replace(path, request.getBodyAsString(), dryRun);
            default -> new ObjectStore.Answer(405, "{}");
        };
    }

    /** The write's fieldValidation; null when it sends none. */
    private static String fieldValidation(Request request) {
        QueryParameter value = request.queryParameter("fieldValidation");
        return value.isPresent() ? value.firstValue() : null;
    }

    /** dryRun=All in the query, or (a DELETE as kubectl sends it) in a DeleteOptions body, as the API server reads it. */
    private static boolean dryRun(Request request) {
        QueryParameter query = request.queryParameter("dryRun");
        if (query.isPresent() && query.containsValue("All")) {
            return true;
        }
        if (!request.getMethod().getName().equals("DELETE") || request.getBodyAsString().isBlank()) {
            return false;
        }
        try {
            return io.japply.threeway.json.Json.parse(request.getBodyAsString()).path("dryRun").toString().equals("[\"All\"]");
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            return false;
        }
    }

    @Override
    public boolean applyGlobally() {
        return false;
    }

    @Override
    public String getName() {
        return NAME;
    }
}
