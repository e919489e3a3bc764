package io.japply.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.japply.apply.status.ObjectStatus;
import io.japply.apply.internal.status.SimulatedCluster;
import io.japply.apply.status.Status;
import io.japply.apply.internal.status.StatusObjects;
import io.japply.apply.status.WaitListener;
import io.japply.apply.status.WaitOutcome;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.japply.apply.model.Action;
import io.japply.apply.model.ApplyException;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;

/** Japply.waitUntilReady: the report's applied objects followed on a simulated cluster, time faked. */
class WaitUntilReadyTest {
    private static final Duration TIMEOUT = Duration.ofMinutes(5);
    private final SimulatedCluster cluster = new SimulatedCluster();
    private final List<String> heard = new ArrayList<>();
    private final WaitListener listener = new WaitListener() {
        @Override
        public void ready(ObjectStatus object) {
            heard.add("ready " + object.ref());
        }

        @Override
        public void failed(ObjectStatus object) {
            heard.add("failed " + object.describe());
        }
    };

    private Japply japply() {
        return Japply.using(new WatchOnlyGateway(cluster)).runtime(new Runtime(d -> { }, () -> 0, cluster));
    }

    private static ApplyResult applied(String apiVersion, String kind, String name) {
        return new ApplyResult(kind + " " + name, new ApplyResult.ObjectId(apiVersion, kind, "shop", name),
                Action.CREATED, null, null, JsonNodeFactory.instance.objectNode(), List.of(), null, Duration.ZERO);
    }

    private static ApplyResult failed(String apiVersion, String kind, String name) {
        return new ApplyResult(kind + " " + name, new ApplyResult.ObjectId(apiVersion, kind, "shop", name),
                Action.FAILED, null, null, null, List.of(),
                new ApplyException(ApplyException.Reason.INVALID, kind + " " + name, "refused", null), Duration.ZERO);
    }

    @Test
    void readyAfterTheControllerCatchesUpWithTheTimeItBecameReady() {
        cluster.at(Duration.ZERO, StatusObjects.deployment("shop", "web", 0))
                .at(Duration.ofSeconds(10), StatusObjects.deployment("shop", "web", 2))
                .at(Duration.ofSeconds(20), StatusObjects.deployment("shop", "web", 3))
                .at(Duration.ZERO, StatusObjects.configMap("shop", "settings"));
        ApplyReport report = new ApplyReport(List.of(applied("apps/v1", "Deployment", "web"),
                applied("v1", "ConfigMap", "settings"), failed("v1", "Service", "broken")), List.of(), false);

        WaitOutcome outcome = japply().waitUntilReady(report, TIMEOUT, listener);

        assertEquals(WaitOutcome.End.ALL_CURRENT, outcome.end());
        assertEquals(List.of(Status.CURRENT, Status.CURRENT), outcome.objects().stream().map(ObjectStatus::status).toList());
        assertEquals(SimulatedCluster.START.plus(Duration.ofSeconds(20)), outcome.objects().get(0).readyAt());
        assertEquals(Duration.ofSeconds(20), outcome.waited());
        assertEquals(List.of("ready ConfigMap shop/settings", "ready Deployment shop/web"), heard);
        assertTrue(cluster.requests().stream().noneMatch(r -> r.contains("Service")),
                () -> "the object that failed to apply is not awaited: " + cluster.requests());
    }

    @Test
    void aCrashingPodEndsTheWaitAtOnceNamingTheReason() {
        cluster.at(Duration.ZERO, StatusObjects.deployment("shop", "web", 0))
                .at(Duration.ofSeconds(7), StatusObjects.crashingPod("shop", "worker"));
        ApplyReport report = new ApplyReport(List.of(applied("apps/v1", "Deployment", "web"),
                applied("v1", "Pod", "worker")), List.of(), false);

        WaitOutcome outcome = japply().waitUntilReady(report, TIMEOUT, listener);

        assertEquals(WaitOutcome.End.FAILED, outcome.end());
        assertEquals(Duration.ofSeconds(7), cluster.elapsed(), "ended when the pod failed, not at the timeout");
        assertEquals(Status.IN_PROGRESS, outcome.objects().get(0).status(), "the other as it stands");
        assertEquals(1, heard.size(), () -> heard.toString());
        assertTrue(heard.get(0).startsWith("failed Pod shop/worker: Failed: ") && heard.get(0).contains("CrashLoopBackOff"),
                heard.get(0));
    }

    @Test
    void aDryRunNeverWaits() {
        ApplyReport report = new ApplyReport(List.of(applied("apps/v1", "Deployment", "web")), List.of(), false);

        WaitOutcome outcome = japply().dryRun(DryRun.SERVER).waitUntilReady(report, TIMEOUT, listener);

        assertEquals(new WaitOutcome(WaitOutcome.End.ALL_CURRENT, List.of(), Duration.ZERO), outcome);
        assertEquals(List.of(), cluster.requests());
    }

    @Test
    void aGatewayThatCannotWatchIsToldAtOnce() {
        ApplyReport report = new ApplyReport(List.of(applied("apps/v1", "Deployment", "web")), List.of(), false);
        Japply noWatch = Japply.using(new WatchOnlyGateway(null));

        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
                () -> noWatch.waitUntilReady(report, TIMEOUT, WaitListener.NONE));
        assertEquals("WatchOnlyGateway cannot watch objects: it provides no statusSource()", e.getMessage());
    }
}
