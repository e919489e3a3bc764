package io.japply.cli;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.TextDocuments;
import io.japply.cli.command.Apply;
import io.japply.cli.command.ApplyCommand;
import io.japply.cli.command.Completion;
import io.japply.cli.command.ComputePatchCommand;
import io.japply.cli.command.DiffCommand;
import io.japply.cli.command.EditLastApplied;
import io.japply.cli.command.Editor;
import io.japply.cli.command.SetLastApplied;
import io.japply.cli.command.ViewLastApplied;
import io.japply.cli.command.PatchCommand;
import io.japply.cli.command.VersionCommand;
import io.japply.cli.flags.ApplyFlags;
import io.japply.cli.flags.ClusterFlags;
import io.japply.cli.startup.HeadStart;
import io.japply.cli.startup.LazyFactory;
import io.japply.cli.startup.SnapshotModels;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine;

/**
 * The root command. {@link #run} is the seam: tests call it with their own streams, no subprocess.
 * Its model is built in code, not read from annotations: reflecting over this class's methods and
 * annotations cost a cold process more than the rest of the root's model.
 */
public final class Japply implements Callable<Integer> {
    private static final String DESCRIPTION =
            "kubectl apply, client-side: japply -f FILE applies; compute-patch and patch --local work without a cluster.";

    private CommandSpec spec;

    /** japply -f ...: apply's flags on the root, added only when the root may run ({@link #commandLine}). */
    ApplyFlags applyFlags;

    private final java.util.function.Function<ClusterFlags, ClusterGateway> clusters;
    private final io.japply.apply.model.Sleeper sleeper;
    private Environment environment = Environment.system();
    private Editor editor;
    private java.util.function.LongSupplier nanoTime = System::nanoTime;
    private Apply apply;
    private io.japply.apply.status.WaitClock waitClock = io.japply.apply.status.WaitClock.system();

    public Japply() {
        this(Apply::fabric8, d -> Thread.sleep(d.toMillis()));
    }

    /** Tests give their own cluster and a sleeper that does not wait. */
    Japply(java.util.function.Function<ClusterFlags, ClusterGateway> clusters, io.japply.apply.model.Sleeper sleeper) {
        this.clusters = clusters;
        this.sleeper = sleeper;
    }

    /**
     * The environment variables japply reads (KUBE_EDITOR, EDITOR, KUBECTL_EXTERNAL_DIFF, NO_COLOR) and
     * whether its output is a terminal; the process's own unless an embedder or a test sets them.
     */
    public Japply withEnvironment(Environment replacement) {
        this.environment = replacement;
        return this;
    }

    /** Tests give a clock their sleeper moves, so bounded waits end without waiting. */
    Japply clock(java.util.function.LongSupplier nanos) {
        this.nanoTime = nanos;
        return this;
    }

    /** Tests give --wait-ready a clock they move. */
    Japply waitClock(io.japply.apply.status.WaitClock clock) {
        this.waitClock = clock;
        return this;
    }

    /** Tests edit in Java instead of starting an editor. */
    Japply editor(Editor replacement) {
        this.editor = replacement;
        return this;
    }

    public int run(PrintStream out, PrintStream err, String... args) {
        return run(System.in, out, err, args);
    }

    public int run(InputStream in, PrintStream out, PrintStream err, String... given) {
        PrintWriter outWriter = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        PrintWriter errWriter = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        if (io.japply.cli.warm.DaemonCommand.asks(given)) { // japply daemon status|stop: the warm processes
            return io.japply.cli.warm.DaemonCommand.run(environment.variables(), outWriter, errWriter, given);
        }
        Optional<String> quick = quickAnswer(given);
        if (quick.isPresent()) {
            outWriter.print(quick.get());
            outWriter.flush();
            return ExitCodes.OK;
        }
        KubercRun kuberc;
        try {
            kuberc = KubercRun.of(java.util.List.of(given), commands(null, null), environment, errWriter);
        } catch (io.japply.cli.kuberc.KubercException e) {
            errWriter.print(e.kubectlText());
            errWriter.flush();
            return ExitCodes.FAILURE;
        }
        String[] args = kuberc.args().toArray(String[]::new);
        HeadStart.startFor(args);
        TextDocuments documents = TextDocuments.reading(in, environment.directory());
        Editor chosen = editor != null ? editor : Editor.fromEnvironment(name -> environment.get(name).orElse(null));
        java.util.List<ClusterGateway> opened = new java.util.ArrayList<>();
        apply = new Apply(in, flags -> remember(clusters.apply(flags.tracingTo(errWriter).allowingPlugins(kuberc.policy())
                .promptingOn(in, out).in(environment.surroundings())), opened), chosen,
                new Apply.Context(sleeper, nanoTime, environment.errorTerminal()), environment).waitClock(waitClock);
        CommandLine cli = commandLine(commands(apply, documents), java.util.List.of(args))
                .setExpandAtFiles(false) // "-p @FILE" is ours, not picocli's argument file
                .setOut(outWriter)
                .setErr(errWriter)
                .setParameterExceptionHandler((e, parsed) -> ErrorExit.report(e, e.getCommandLine(), errWriter, given))
                .setExecutionExceptionHandler((e, command, unused) -> ErrorExit.report(e, command, errWriter));
        try {
            return cli.execute(args);
        } catch (StackOverflowError e) {
            // last resort: parsing caps nesting, but a deep document must never end in a trace
            return ErrorExit.report(e, cli, errWriter);
        } finally {
            outWriter.flush();
            errWriter.flush();
            opened.forEach(ClusterGateway::close);
        }
    }

    /**
     * The root and the commands below it, as much of them as {@code args} use: the root's own flags
     * (all of apply's) only when no command below is named, and the named commands whole (CommandTree).
     */
    CommandLine commandLine(java.util.List<CommandTree.Node> commands, java.util.List<String> args) {
        spec = StandardHelp.addTo(CommandSpec.wrapWithoutInspection(this, LazyFactory.INSTANCE).name("japply"))
                .versionProvider(new Version());
        spec.usageMessage().description(DESCRIPTION);
        CommandLine root = new CommandLine(spec, LazyFactory.INSTANCE);
        if (CommandTree.rootMayRun(commands, args)) {
            applyFlags = new ApplyFlags();
            String name = "applyFlags";
            SnapshotModels.mixinSpec(applyFlags).ifPresentOrElse(mixin -> spec.addMixin(name, mixin),
                    () -> root.addMixin(name, applyFlags));
            io.japply.cli.flags.KubectlBooleans.relax(spec);
        }
        CommandTree.addTo(root, commands, args);
        Examples.addTo(root);
        return root;
    }

    /** --help and version, answered without building a command model (a cold process's main cost). */
    private static Optional<String> quickAnswer(String... args) {
        if (RootHelp.asks(args)) {
            return RootHelp.rendered();
        }
        return VersionCommand.asks(args) ? Optional.of(VersionCommand.text()) : Optional.empty();
    }

    /** The commands below the root, in the order the root's usage lists them. */
    public static java.util.List<CommandTree.Node> commands(Apply apply, TextDocuments documents) {
        // kubectl's spelling of the last-applied commands is below apply; they are kept at the top level too
        CommandTree.Node[] lastApplied = {
            CommandTree.Node.of(ViewLastApplied.class, () -> new ViewLastApplied(apply)),
            CommandTree.Node.of(SetLastApplied.class, () -> new SetLastApplied(apply)),
            CommandTree.Node.of(EditLastApplied.class, () -> new EditLastApplied(apply))};
        java.util.List<CommandTree.Node> commands = new java.util.ArrayList<>();
        commands.add(CommandTree.Node.of(ApplyCommand.class, () -> new ApplyCommand(apply), lastApplied));
        commands.addAll(java.util.List.of(lastApplied));
        commands.add(CommandTree.Node.of(DiffCommand.class, () -> new DiffCommand(apply)));
        commands.add(CommandTree.Node.of(ComputePatchCommand.class, () -> new ComputePatchCommand(documents)));
        commands.add(CommandTree.Node.of(PatchCommand.class, () -> new PatchCommand(documents)));
        commands.add(CommandTree.Node.of(Completion.class, Completion::new));
        commands.add(CommandTree.Node.of(VersionCommand.class, () -> apply == null ? new VersionCommand()
                : new VersionCommand(apply.environment().surroundings())));
        return java.util.List.copyOf(commands);
    }

    private static ClusterGateway remember(ClusterGateway gateway, java.util.List<ClusterGateway> opened) {
        synchronized (opened) {
            opened.add(gateway);
        }
        return gateway;
    }

    /** "japply -f ..." is "japply apply -f ..."; without -f, the usage. */
    @Override
    public Integer call() {
        if (applyFlags != null && applyFlags.given()) {
            applyFlags.parsedFrom("japply", spec.commandLine().getParseResult().originalArgs(), spec,
                    spec.commandLine().getErr());
            return apply.run(applyFlags, spec.commandLine().getOut(), spec.commandLine().getErr());
        }
        if (spec.commandLine().getParseResult().originalArgs().isEmpty()) {
            spec.commandLine().usage(spec.commandLine().getOut()); // "japply" alone asks for help, as "kubectl" does
            return ExitCodes.OK;
        }
        spec.commandLine().usage(spec.commandLine().getErr());
        return ExitCodes.USAGE;
    }

    /** What --version prints below the root too: as `japply version`. */
    public static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() {
            return BuildInfo.current().lines();
        }

        /** The version from the jar's manifest; "(development build)" when run from classes. */
        static String number() {
            return io.japply.apply.BuildVersion.ofJar().orElse("(development build)");
        }
    }
}
