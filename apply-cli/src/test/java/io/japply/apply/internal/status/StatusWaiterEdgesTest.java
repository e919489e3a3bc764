package io.japply.apply.internal.status;

import io.japply.apply.status.ResourceRef;
import io.japply.apply.status.Status;
import io.japply.apply.status.StatusSource;
import io.japply.apply.status.WaitOptions;
import io.japply.apply.status.WaitOutcome;

import static io.japply.apply.internal.status.LiveObjects.DEPLOYMENTS;
import static io.japply.apply.internal.status.LiveObjects.PODS;
import static io.japply.apply.internal.status.LiveObjects.deployment;
import static io.japply.apply.internal.status.LiveObjects.ref;
import static io.japply.apply.internal.status.LiveObjects.typed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.apply.status.StatusSource.DropReason;
import io.japply.apply.status.StatusSource.EventType;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatusWaiterEdgesTest {
    private static final ResourceRef WEB = ref(DEPLOYMENTS, "web");

    private final FakeWaitClock clock = new FakeWaitClock();
    private final RecordingListener listener = new RecordingListener();
    private final FakeStatusSource source = new FakeStatusSource();

    private WaitOutcome await(List<ResourceRef> refs, Duration timeout) {
        return new StatusWaiter(source, clock, listener).await(refs, WaitOptions.timeout(timeout));
    }

    /** No retry brings a permission the job does not have: a 403 ends the wait at the first list. */
    @Test
    void aListTheServerForbidsEndsTheWaitAtOnceNamingWhy() {
        source.listFails(DEPLOYMENTS, new StatusSourceException(
                "HTTP 403: deployments.apps is forbidden: User \"ci\" cannot list resource \"deployments\"\nin namespace \"shop\"",
                403));

        WaitOutcome outcome = await(List.of(WEB), Duration.ofSeconds(30));

        assertEquals(WaitOutcome.End.REFUSED, outcome.end());
        assertEquals(Duration.ZERO, outcome.waited(), "no time spent waiting for a retry");
        assertEquals("the server refused to let 1 of 1 objects be read: Deployment shop/web: Unknown: "
                + "cannot list Deployment (apps/v1) in namespace shop: HTTP 403: deployments.apps is forbidden: "
                + "User \"ci\" cannot list resource \"deployments\" in namespace \"shop\"", outcome.summary());
        assertEquals(1, source.requests().stream().filter(r -> r.startsWith("LIST")).count(), source.requests().toString());
    }

    @Test
    void aListThatFailsOtherwiseIsRetriedAndNamedAtTheTimeout() {
        source.listFails(DEPLOYMENTS, new StatusSourceException("HTTP 500: etcdserver: request timed out", 500));

        WaitOutcome outcome = await(List.of(WEB), Duration.ofSeconds(30));

        assertEquals(WaitOutcome.End.TIMED_OUT, outcome.end());
        assertEquals("timed out after 30s waiting for 1 of 1 objects to be Current: Deployment shop/web: Unknown: "
                + "cannot list Deployment (apps/v1) in namespace shop: HTTP 500: etcdserver: request timed out",
                outcome.summary());
        long lists = source.requests().stream().filter(r -> r.startsWith("LIST")).count();
        assertTrue(lists > 2 && lists < 20, "retried with growing pauses, not in a tight loop: " + lists);
    }

    /** A timeout of zero checks once: not a timeout that passed, and said so (it used to be "timed out after 653ms"). */
    @Test
    void aZeroTimeoutChecksOnceAndSaysSo() {
        source.listing(DEPLOYMENTS, "10");

        WaitOutcome outcome = await(List.of(WEB), Duration.ZERO);

        assertEquals(WaitOutcome.End.CHECKED_ONCE, outcome.end());
        assertEquals("1 of 1 objects not Current when checked once (timeout 0: no wait): Deployment shop/web: NotFound: "
                + "not found", outcome.summary());
        assertEquals(1, source.requests().stream().filter(r -> r.startsWith("LIST")).count(), source.requests().toString());
    }

    @Test
    void aMissingObjectIsNotFoundUntilItAppears() {
        source.listing(DEPLOYMENTS, "10")
                .session(DEPLOYMENTS, events -> events.event(EventType.ADDED, typed(DEPLOYMENTS, deployment("web", "shop", "11", 3))));

        WaitOutcome outcome = await(List.of(WEB), Duration.ofMinutes(1));

        assertEquals(WaitOutcome.End.ALL_CURRENT, outcome.end());
        assertEquals(List.of("changed Deployment shop/web: NotFound: not found",
                "ready Deployment shop/web: Current: Deployment available: 3 replicas"), listener.lines);
    }

    @Test
    void aDeletedObjectIsNotFoundAndNoLongerReady() {
        source.listing(DEPLOYMENTS, "10", deployment("web", "shop", "10", 3), deployment("api", "shop", "10", 1))
                .session(DEPLOYMENTS, events -> events.event(EventType.DELETED, typed(DEPLOYMENTS, deployment("web", "shop", "12", 3))));

        WaitOutcome outcome = await(List.of(WEB, ref(DEPLOYMENTS, "api")), Duration.ofMinutes(1));

        assertEquals(WaitOutcome.End.TIMED_OUT, outcome.end());
        assertEquals(Status.NOT_FOUND, outcome.objects().get(0).status());
        assertEquals(null, outcome.objects().get(0).readyAt());
    }

    @Test
    void eventsOfAWatchAlreadyDroppedAreIgnored() {
        StatusSource.Events[] first = new StatusSource.Events[1];
        source.listing(DEPLOYMENTS, "10", deployment("web", "shop", "10", 1))
                .session(DEPLOYMENTS, events -> {
                    first[0] = events;
                    events.dropped(DropReason.DISCONNECTED, "EOF");
                })
                .session(DEPLOYMENTS, events -> first[0].event(EventType.MODIFIED,
                        typed(DEPLOYMENTS, deployment("web", "shop", "99", 3))));

        WaitOutcome outcome = await(List.of(WEB), Duration.ofSeconds(10));

        assertEquals(WaitOutcome.End.TIMED_OUT, outcome.end(), "the late event of the old watch is not believed");
    }

    @Test
    void anUnschedulablePodFailsOnceItsGraceIsOverWithoutAnyNewEvent() {
        ResourceRef pod = ref(PODS, "big-0");
        source.listing(PODS, "5", LiveObjects.unschedulablePod("big-0", FakeWaitClock.START.toString()));

        WaitOutcome outcome = await(List.of(pod), Duration.ofMinutes(5));

        assertEquals(WaitOutcome.End.FAILED, outcome.end());
        assertEquals("Pod shop/big-0: Failed: Pod cannot be scheduled: 0/3 nodes are available", outcome.summary());
        assertEquals(PodRule.SCHEDULE_GRACE, clock.elapsed());
    }

    @Test
    void theSameObjectTwiceIsAwaitedOnce() {
        source.listing(DEPLOYMENTS, "10", deployment("web", "shop", "10", 3));

        WaitOutcome outcome = await(List.of(WEB, WEB), Duration.ofMinutes(1));

        assertEquals(WaitOutcome.End.ALL_CURRENT, outcome.end());
        assertEquals(1, outcome.objects().size());
    }

    @Test
    void nothingToAwaitEndsAtOnce() {
        WaitOutcome outcome = await(List.of(), Duration.ofMinutes(1));

        assertEquals(WaitOutcome.End.ALL_CURRENT, outcome.end());
        assertEquals(List.of(), source.requests());
    }
}
