package io.japply.apply.internal.status;

import io.japply.apply.status.ResourceRef;
import io.japply.apply.status.WaitOptions;
import io.japply.apply.status.WaitOutcome;

import static io.japply.apply.internal.status.LiveObjects.DEPLOYMENTS;
import static io.japply.apply.internal.status.LiveObjects.PODS;
import static io.japply.apply.internal.status.LiveObjects.deployment;
import static io.japply.apply.internal.status.LiveObjects.ref;
import static io.japply.apply.internal.status.LiveObjects.typed;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.apply.status.StatusSource.DropReason;
import io.japply.apply.status.StatusSource.EventType;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatusWaiterTest {
    private static final ResourceRef WEB = ref(DEPLOYMENTS, "web");
    private static final String LIST = "LIST " + DEPLOYMENTS;
    private static final String WATCH = "WATCH " + DEPLOYMENTS + " from ";

    private final FakeWaitClock clock = new FakeWaitClock();
    private final RecordingListener listener = new RecordingListener();
    private final FakeStatusSource source = new FakeStatusSource();

    private WaitOutcome await(List<ResourceRef> refs, Duration timeout) {
        return new StatusWaiter(source, clock, listener).await(refs, WaitOptions.timeout(timeout));
    }

    @Test
    void readyAfterThreeEventsFromOneListAndOneWatch() {
        source.listing(DEPLOYMENTS, "10", deployment("web", "shop", "10", 0))
                .session(DEPLOYMENTS, events -> {
                    events.event(EventType.MODIFIED, typed(DEPLOYMENTS, deployment("web", "shop", "11", 1)));
                    events.event(EventType.MODIFIED, typed(DEPLOYMENTS, deployment("web", "shop", "12", 2)));
                    events.event(EventType.MODIFIED, typed(DEPLOYMENTS, deployment("web", "shop", "13", 3)));
                });

        WaitOutcome outcome = await(List.of(WEB), Duration.ofMinutes(5));

        assertEquals(WaitOutcome.End.ALL_CURRENT, outcome.end());
        assertEquals(List.of(LIST, WATCH + "10"), source.requests());
        assertEquals(List.of(
                "changed Deployment shop/web: InProgress: 0 of 3 replicas updated",
                "changed Deployment shop/web: InProgress: 1 of 3 replicas updated",
                "changed Deployment shop/web: InProgress: 2 of 3 replicas updated",
                "ready Deployment shop/web: Current: Deployment available: 3 replicas"), listener.lines);
        assertEquals(FakeWaitClock.START, outcome.objects().get(0).readyAt());
        assertEquals(1, source.closed(), "the watch is closed when the wait ends");
    }

    @Test
    void neverReadyEndsAtTheTimeoutNamingWhatWasAwaited() {
        source.listing(DEPLOYMENTS, "10", deployment("web", "shop", "10", 1));

        WaitOutcome outcome = await(List.of(WEB), Duration.ofMinutes(5));

        assertEquals(WaitOutcome.End.TIMED_OUT, outcome.end());
        assertEquals(Duration.ofMinutes(5), clock.elapsed());
        assertEquals("timed out after 5m waiting for 1 of 1 objects to be Current: "
                + "Deployment shop/web: InProgress: 1 of 3 replicas updated", outcome.summary());
        assertEquals(9, listener.lines.stream().filter(l -> l.equals("waiting for 1")).count(),
                "a still-waiting report every 30 s before the deadline");
        assertEquals(List.of(LIST, WATCH + "10"), source.requests());
    }

    @Test
    void aFailureEndsTheWaitAtOnceAndReportsTheOthersAsTheyStand() {
        ResourceRef pod = ref(PODS, "job-runner");
        source.listing(DEPLOYMENTS, "10", deployment("web", "shop", "10", 1))
                .listing(PODS, "20", LiveObjects.unschedulablePod("other", "2025-06-01T11:00:00Z"))
                .session(PODS, events -> events.event(EventType.ADDED, typed(PODS, LiveObjects.crashingPod("job-runner", "21"))));

        WaitOutcome outcome = await(List.of(WEB, pod), Duration.ofMinutes(5));

        assertEquals(WaitOutcome.End.FAILED, outcome.end());
        assertEquals(Duration.ZERO, clock.elapsed(), "no waiting once a failure is known");
        assertEquals("Pod shop/job-runner: Failed: container app waiting: CrashLoopBackOff; still waiting: "
                + "Deployment shop/web: InProgress: 1 of 3 replicas updated", outcome.summary());
        assertEquals(2, source.closed());
    }

    @Test
    void aDroppedWatchResumesFromTheLastResourceVersionWithoutListingAgain() {
        source.listing(DEPLOYMENTS, "10", deployment("web", "shop", "10", 0))
                .session(DEPLOYMENTS, events -> {
                    events.event(EventType.MODIFIED, typed(DEPLOYMENTS, deployment("web", "shop", "11", 1)));
                    events.event(EventType.BOOKMARK, typed(DEPLOYMENTS, deployment("", "", "15", 0)));
                    events.dropped(DropReason.DISCONNECTED, "connection reset");
                })
                .session(DEPLOYMENTS, events ->
                        events.event(EventType.MODIFIED, typed(DEPLOYMENTS, deployment("web", "shop", "16", 3))));

        WaitOutcome outcome = await(List.of(WEB), Duration.ofMinutes(5));

        assertEquals(WaitOutcome.End.ALL_CURRENT, outcome.end());
        assertEquals(List.of(LIST, WATCH + "10", WATCH + "15"), source.requests());
    }

    @Test
    void anExpiredWatchListsAgainAndWatchesFromTheNewList() {
        source.listing(DEPLOYMENTS, "10", deployment("web", "shop", "10", 0))
                .listing(DEPLOYMENTS, "40", deployment("web", "shop", "40", 3))
                .session(DEPLOYMENTS, events -> events.dropped(DropReason.EXPIRED, "too old resource version: 10 (38)"));

        WaitOutcome outcome = await(List.of(WEB), Duration.ofMinutes(5));

        assertEquals(WaitOutcome.End.ALL_CURRENT, outcome.end());
        assertEquals(List.of(LIST, WATCH + "10", LIST, WATCH + "40"), source.requests());
    }
}
