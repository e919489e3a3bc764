package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.apply.model.Action;
import io.japply.apply.ApplyJob;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;
import io.japply.apply.model.FieldValidation;
import io.japply.apply.model.Manifest;
import io.japply.apply.Manifests;
import io.japply.apply.model.RollbackResult;
import io.japply.apply.RunResults;
import io.japply.apply.cluster.Cascade;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.job.JobOptions;
import io.japply.apply.status.WaitClock;
import io.japply.threeway.MergeKeyOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The apply's face call as a library user makes it: one request, one call, events as they happen, values back. */
class ApplyJobTest {
    private static final String TWO = """
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: a}
            ---
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: b}
            """;
    private final FakeCluster cluster = new FakeCluster();
    private final List<String> heard = Collections.synchronizedList(new ArrayList<>());
    private final RunResults.Listener listener = new RunResults.Listener() {
        @Override
        public void started(int objects) {
            heard.add("started " + objects);
        }

        @Override
        public void applied(int index, ApplyResult result) {
            heard.add(index + " " + result.action());
        }
    };

    private ApplyJob.Outcome run(boolean atomic) {
        ApplyOptions options = new ApplyOptions(List.of(), false, Optional.of("shop"), DryRun.NONE, true,
                ApplyOptions.DEFAULT_FIELD_MANAGER, Optional.empty(), false, false, false,
                new MergeKeyOptions(false, false), FieldValidation.STRICT).validate();
        JobOptions job = new JobOptions(1, Duration.ofSeconds(60), Optional.empty(), false, Optional.empty(), false,
                Cascade.BACKGROUND).validate(options);
        FakeTime time = new FakeTime();
        return ApplyJob.connectingWith(() -> cluster).clocks(time, time, WaitClock.system())
                .run(new ApplyJob.Request(options, job, atomic, Optional.empty()), onRead -> {
                    List<Manifest> read = Manifests.parse("two.yaml", TWO).all();
                    read.forEach(onRead);
                    heard.add("read " + read.size());
                    return read;
                }, listener, new ApplyJob.WaitEvents() {
                });
    }

    @Test
    void appliesAndTellsEachObjectAsItIsDone() {
        ApplyJob.Outcome outcome = run(false);
        assertEquals(List.of("read 2", "started 2", "0 " + Action.CREATED, "1 " + Action.CREATED), heard);
        assertEquals(new ApplyJob.Outcome(Optional.empty(), Optional.empty(), Optional.empty()), outcome);
        assertEquals(2, cluster.objects.size());
    }

    @Test
    void atomicPutsBackWhatTheRunCreatedWhenAnObjectFails() {
        cluster.failWritesOf("b");
        ApplyJob.Outcome outcome = run(true);
        assertEquals(List.of("read 2", "started 2", "0 " + Action.CREATED, "1 " + Action.FAILED), heard);
        assertTrue(outcome.rollback().isPresent(), outcome.toString());
        assertEquals(List.of(RollbackResult.Step.DELETED),
                outcome.rollback().get().objects().stream().map(RollbackResult::step).toList());
        assertTrue(outcome.rollback().get().cause().contains("b"), outcome.rollback().get().cause());
        assertEquals(0, cluster.objects.size());
    }
}
