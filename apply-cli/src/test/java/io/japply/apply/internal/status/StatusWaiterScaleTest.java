package io.japply.apply.internal.status;

import io.japply.apply.status.WatchScope;

import io.japply.apply.status.ResourceRef;
import io.japply.apply.status.WaitOptions;
import io.japply.apply.status.WaitOutcome;

import static io.japply.apply.internal.status.LiveObjects.deployment;
import static io.japply.apply.internal.status.LiveObjects.typed;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.apply.status.StatusSource.EventType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** 500 objects in two namespaces: two LISTs and two WATCHes, not one request per object. */
class StatusWaiterScaleTest {

    @Test
    void fiveHundredDeploymentsAreFollowedWithOneWatchPerNamespace() {
        FakeStatusSource source = new FakeStatusSource();
        List<ResourceRef> refs = new ArrayList<>();
        for (String namespace : List.of("blue", "green")) {
            WatchScope scope = new WatchScope("apps/v1", "Deployment", namespace);
            List<JsonNode> listed = new ArrayList<>();
            List<JsonNode> rolledOut = new ArrayList<>();
            for (int i = 0; i < 250; i++) {
                refs.add(LiveObjects.ref(scope, "app-" + i));
                listed.add(deployment("app-" + i, namespace, "100", 0));
                rolledOut.add(typed(scope, deployment("app-" + i, namespace, String.valueOf(101 + i), 3)));
            }
            // objects of the namespace that nobody waits for do not matter
            listed.add(deployment("unrelated", namespace, "100", 0));
            source.listing(scope, "100", listed.toArray(JsonNode[]::new))
                    .session(scope, events -> rolledOut.forEach(o -> events.event(EventType.MODIFIED, o)));
        }
        RecordingListener listener = new RecordingListener();

        WaitOutcome outcome = new StatusWaiter(source, new FakeWaitClock(), listener)
                .await(refs, WaitOptions.timeout(Duration.ofMinutes(5)));

        assertEquals(WaitOutcome.End.ALL_CURRENT, outcome.end());
        assertEquals(500, outcome.objects().size());
        assertEquals(500, listener.ready.size());
        assertEquals(List.of(
                "LIST Deployment (apps/v1) in namespace blue", "WATCH Deployment (apps/v1) in namespace blue from 100",
                "LIST Deployment (apps/v1) in namespace green", "WATCH Deployment (apps/v1) in namespace green from 100"),
                source.requests());
    }
}
