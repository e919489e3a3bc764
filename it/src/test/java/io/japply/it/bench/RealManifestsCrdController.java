package io.japply.it.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.it.server.ObjectStore;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The API server's CRD controller, in short: a new CustomResourceDefinition is marked Established
 * a moment after it is stored, so that a tool which waits for that (japply does) sees it happen.
 */
final class RealManifestsCrdController implements AutoCloseable {
    private static final long PERIOD_MILLIS = 100;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "crd-controller");
        t.setDaemon(true);
        return t;
    });

    RealManifestsCrdController(ObjectStore... stores) {
        timer.scheduleAtFixedRate(() -> List.of(stores).forEach(RealManifestsCrdController::establish),
                PERIOD_MILLIS, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }

    private static void establish(ObjectStore store) {
        store.all().forEach((path, object) -> {
            if (path.startsWith("/apis/apiextensions.k8s.io/") && !established(object)) {
                ObjectNode live = store.get(path);
                live.withObject("/status").putArray("conditions").addObject()
                        .put("type", "Established").put("status", "True");
                store.put(path, live);
            }
        });
    }

    private static boolean established(JsonNode crd) {
        for (JsonNode condition : crd.path("status").path("conditions")) {
            if (condition.path("type").asText().equals("Established") && condition.path("status").asText().equals("True")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
