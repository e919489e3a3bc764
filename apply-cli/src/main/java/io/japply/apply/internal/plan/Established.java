package io.japply.apply.internal.plan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.support.Messages;
import io.japply.apply.cluster.ObjectRef;

/**
 * Waits, once per definition however many resources need it, until a CustomResourceDefinition
 * reports the condition Established=True: only then does the API serve its resources. Polls with
 * growing pauses up to a bound; the clock and the sleeper are injected so tests never wait.
 */
public final class Established {
    private static final Duration FIRST_PAUSE = Duration.ofMillis(100);
    private static final Duration MAX_PAUSE = Duration.ofSeconds(1);
    private static final String CRD_API_VERSION = ApplyPlan.CRD_GROUP + "/v1";

    private final ClusterGateway cluster;
    private final io.japply.apply.model.Sleeper sleeper;
    private final LongSupplier nanoTime;
    private final Duration timeout;
    private final Map<String, CompletableFuture<Optional<String>>> waits = new ConcurrentHashMap<>();

    public Established(ClusterGateway cluster, io.japply.apply.model.Sleeper sleeper, LongSupplier nanoTime, Duration timeout) {
        this.cluster = cluster;
        this.sleeper = sleeper;
        this.nanoTime = nanoTime;
        this.timeout = timeout;
    }

    /** Empty once the definition is Established; else why the resources of it cannot be applied. */
    public Optional<String> await(String definition) {
        CompletableFuture<Optional<String>> mine = new CompletableFuture<>();
        CompletableFuture<Optional<String>> first = waits.putIfAbsent(definition, mine);
        if (first != null) {
            return first.join();
        }
        Optional<String> result;
        try {
            result = poll(definition);
        } catch (RuntimeException e) {
            result = Optional.of("could not read " + display(definition) + ": " + Messages.oneLine(String.valueOf(e.getMessage())));
        }
        mine.complete(result);
        return result;
    }

    private Optional<String> poll(String definition) {
        Optional<ClusterGateway.Served> served = cluster.resource(CRD_API_VERSION, ApplyPlan.CRD_KIND);
        if (served.isEmpty()) {
            return Optional.of("the server serves no " + ApplyPlan.CRD_KIND + " in " + CRD_API_VERSION);
        }
        ObjectRef ref = new ObjectRef(CRD_API_VERSION, ApplyPlan.CRD_KIND, null, definition);
        long deadline = nanoTime.getAsLong() + timeout.toNanos();
        Duration pause = FIRST_PAUSE;
        while (true) {
            Optional<ObjectNode> live = cluster.get(ref, served.get());
            if (live.isPresent() && isEstablished(live.get())) {
                return Optional.empty();
            }
            if (nanoTime.getAsLong() - deadline >= 0) {
                return Optional.of("timed out after " + seconds(timeout) + " waiting for " + display(definition)
                        + " to be Established (--wait-established)");
            }
            try {
                sleeper.sleep(pause);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Optional.of("interrupted while waiting for " + display(definition));
            }
            pause = pause.multipliedBy(2).compareTo(MAX_PAUSE) > 0 ? MAX_PAUSE : pause.multipliedBy(2);
        }
    }

    public static boolean isEstablished(ObjectNode crd) {
        for (JsonNode condition : crd.path("status").path("conditions")) {
            if ("Established".equals(condition.path("type").asText())) {
                return "True".equals(condition.path("status").asText());
            }
        }
        return false;
    }

    private static String display(String definition) {
        return "customresourcedefinition.apiextensions.k8s.io/" + definition;
    }

    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + "s" : d.toMillis() + "ms";
    }
}
