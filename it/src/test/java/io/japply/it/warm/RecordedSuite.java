package io.japply.it.warm;

import io.japply.it.JapplyRun;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * One run of a whole test class (a suite), in this JVM through JUnit's launcher, with every command
 * line it runs through {@link JapplyRun#of} run by {@code runner} (in this JVM, or through the warm
 * process) and recorded with the test that ran it; the suite's own failures are kept too. Two runs of
 * a suite, in-process and warm, are then compared line by line.
 */
final class RecordedSuite implements JapplyRun.Runner, TestExecutionListener {
    /** One command line and what it gave, in the order the test ran it. */
    record Line(String test, List<String> args, JapplyRun result) {
    }

    private final JapplyRun.Runner runner;
    private final List<Line> lines = Collections.synchronizedList(new ArrayList<>());
    private final List<String> failures = Collections.synchronizedList(new ArrayList<>());
    private volatile String test = "(before the first test)";

    private RecordedSuite(JapplyRun.Runner runner) {
        this.runner = runner;
    }

    /** The suite named {@code className} run with {@code runner} answering its japply lines. */
    static RecordedSuite run(String className, JapplyRun.Runner runner) {
        RecordedSuite suite = new RecordedSuite(runner);
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(DiscoverySelectors.selectClass(className)).build();
        JapplyRun.Runner previous = JapplyRun.runVia(suite);
        try {
            LauncherFactory.create().execute(request, suite);
        } finally {
            JapplyRun.runVia(previous);
        }
        return suite;
    }

    @Override
    public JapplyRun run(Map<String, String> environment, String... args) {
        JapplyRun result = runner.run(environment, args);
        lines.add(new Line(test, List.of(args), result));
        return result;
    }

    @Override
    public void executionStarted(TestIdentifier identifier) {
        if (identifier.isTest()) {
            test = identifier.getUniqueId();
        }
    }

    @Override
    public void executionFinished(TestIdentifier identifier, TestExecutionResult result) {
        if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
            failures.add(identifier.getDisplayName() + ": " + result.getThrowable().map(Throwable::toString).orElse("aborted"));
        }
    }

    List<Line> lines() {
        return List.copyOf(lines);
    }

    /** The suite's tests (and containers) that did not succeed, each with why. */
    List<String> failures() {
        return List.copyOf(failures);
    }
}
