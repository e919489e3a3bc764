package io.japply.it.server;

import com.github.tomakehurst.wiremock.extension.ResponseDefinitionTransformerV2;
import com.github.tomakehurst.wiremock.http.QueryParameter;
import com.github.tomakehurst.wiremock.http.Request;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;

/** WireMock's hook into {@link ObjectStore}: object paths and collection paths by method. */
public final class StoreTransformer implements ResponseDefinitionTransformerV2 {
    public static final String NAME = "kubernetes-object-store";
    private final ObjectStore store;

    public StoreTransformer(ObjectStore store) {
        this.store = store;
    }

    @Override
    public ResponseDefinition transform(ServeEvent event) {
        Request request = event.getRequest();
        String path = request.getUrl().split("\\?")[0];
        boolean dryRun = dryRun(request);
        Fault fault = store.faultFor(request.getMethod().getName(), path);
        if (fault != null && fault.drop()) {
            return new ResponseDefinitionBuilder().withFault(com.github.tomakehurst.wiremock.http.Fault.CONNECTION_RESET_BY_PEER)
                    .build();
        }
        ObjectStore.Answer answer = fault != null && fault.status() > 0 ? ObjectStore.injected(fault.status())
                : answer(request, path, dryRun);
        return new ResponseDefinitionBuilder().withStatus(answer.status())
                .withFixedDelay((int) (store.latency().toMillis() + (fault == null ? 0 : fault.delay().toMillis())))
                .withHeader("Content-Type", "application/json").withBody(answer.body()).build();
    }

    private ObjectStore.Answer answer(Request request, String path, boolean dryRun) {
        return switch (request.getMethod().getName()) {
            case "GET" -> store.read(path, request.queryParameter("labelSelector").isPresent()
                    ? request.queryParameter("labelSelector").firstValue() : "");
            case "POST" -> store.create(path, request.getBodyAsString(), dryRun);
            case "PATCH" -> store.patch(path, request.getHeader("Content-Type"), request.getBodyAsString(), dryRun);
            case "DELETE" -> store.delete(path, dryRun);
            case "PUT" -> store.replace(path, request.getBodyAsString(), dryRun);
            default -> new ObjectStore.Answer(405, "{}");
        };
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
