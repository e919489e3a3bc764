package io.japply.cli.startup;

import io.japply.cli.CommandTree;
import io.japply.cli.Japply;
import io.japply.cli.flags.ApplyFlags;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The build's step (process-classes, before the root's usage is rendered): reads every command of
 * {@link Japply#commands} and the flag classes they mix in as picocli reads their annotations, and
 * writes the {@link ModelSnapshot} into the classes directory {@code args[0]}, and the field access
 * generated from it ({@link FieldAccessWriter}).
 */
final class SnapshotWriter {
    private final Map<String, ModelSnapshot.Type> types = new LinkedHashMap<>();
    private final Map<String, Object> userObjects = new LinkedHashMap<>();

    private SnapshotWriter() {
    }

    /** args: the classes directory; then, optionally, where the source of the generated field access goes. */
    public static void main(String[] args) {
        Path file = Path.of(args[0], SnapshotWriter.class.getPackageName().replace('.', '/'), ModelSnapshot.RESOURCE);
        ModelSnapshot snapshot = snapshot();
        try (OutputStream out = Files.newOutputStream(Files.createDirectories(file.getParent())
                .resolve(file.getFileName()))) {
            snapshot.write(new DataOutputStream(out));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (args.length > 1) {
            FieldAccessWriter.write(snapshot, Path.of(args[1]), Path.of(args[0]));
        }
    }

    /** The snapshot of every command and of the flag classes below them, read from their annotations. */
    static ModelSnapshot snapshot() {
        // sorted: the same bytes for the same annotations
        return new ModelSnapshot(new java.util.TreeMap<>(read().types));
    }

    /** An instance of each class of the snapshot, by class name, as the snapshot was read from them. */
    static Map<String, Object> userObjects() {
        return read().userObjects;
    }

    private static SnapshotWriter read() {
        SnapshotWriter writer = new SnapshotWriter();
        writer.commands(Japply.commands(null, null));
        writer.type(new ApplyFlags(), false); // the root's own flags, mixed in by Japply
        return writer;
    }

    private void commands(List<CommandTree.Node> nodes) {
        for (CommandTree.Node node : nodes) {
            type(node.command().get(), true);
            commands(node.below());
        }
    }

    private void type(Object userObject, boolean isCommand) {
        Class<?> type = userObject.getClass();
        if (types.containsKey(type.getName())) {
            return;
        }
        CommandSpec spec = CommandSpec.forAnnotatedObject(userObject);
        List<ModelSnapshot.Member> members = new java.util.ArrayList<>();
        for (Field field : fieldsTopDown(type)) {
            member(field, spec).ifPresent(members::add);
        }
        userObjects.put(type.getName(), userObject);
        types.put(type.getName(), new ModelSnapshot.Type(type.getName(),
                isCommand ? ModelSnapshot.Command.of(type) : null, List.copyOf(members)));
        for (Map.Entry<String, CommandSpec> mixin : spec.mixins().entrySet()) {
            type(mixin.getValue().userObject(), false);
        }
    }

    /** The fields of the class and its superclasses, the topmost class's first: the order picocli reads them in. */
    private static List<Field> fieldsTopDown(Class<?> type) {
        java.util.Deque<Class<?>> hierarchy = new java.util.ArrayDeque<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            hierarchy.push(c);
        }
        List<Field> fields = new java.util.ArrayList<>();
        hierarchy.forEach(c -> fields.addAll(Arrays.asList(c.getDeclaredFields())));
        return fields;
    }

    private static Optional<ModelSnapshot.Member> member(Field field, CommandSpec spec) {
        String name = field.getName();
        if (field.isAnnotationPresent(Option.class)) {
            return Optional.of(new ModelSnapshot.Member(ModelSnapshot.Kind.OPTION, name,
                    arg(argOf(spec.options(), field)), null, null));
        }
        if (field.isAnnotationPresent(Parameters.class)) {
            return Optional.of(new ModelSnapshot.Member(ModelSnapshot.Kind.POSITIONAL, name,
                    arg(argOf(spec.positionalParameters(), field)), null, null));
        }
        if (field.isAnnotationPresent(Mixin.class)) {
            String mixinName = field.getAnnotation(Mixin.class).name();
            return Optional.of(new ModelSnapshot.Member(ModelSnapshot.Kind.MIXIN, name, null,
                    mixinName.isEmpty() ? name : mixinName, field.getType().getName()));
        }
        if (field.isAnnotationPresent(Spec.class)) {
            return Optional.of(new ModelSnapshot.Member(ModelSnapshot.Kind.SPEC, name, null, null, null));
        }
        return Optional.empty();
    }

    private static <A extends ArgSpec> A argOf(List<A> args, Field field) {
        return args.stream().filter(a -> field.equals(a.userObject())).findFirst()
                .orElseThrow(() -> new IllegalStateException("picocli made no argument of " + field));
    }

    static ModelSnapshot.Arg arg(ArgSpec arg) {
        OptionSpec option = arg instanceof OptionSpec o ? o : null;
        PositionalParamSpec positional = arg instanceof PositionalParamSpec p ? p : null;
        return new ModelSnapshot.Arg(option != null ? option.names() : new String[0],
                positional != null ? positional.index().toString() : null, arg.paramLabel(), arg.hideParamSyntax(),
                arg.description(), arg.descriptionKey(), arg.defaultValue(),
                option != null ? option.fallbackValue() : null,
                arg.arity().isUnspecified() ? null : arg.arity().toString(), arg.hidden(), arg.required(),
                arg.type().getName(), Arrays.stream(arg.auxiliaryTypes()).map(Class::getName).toArray(String[]::new),
                arg.splitRegex(), option != null ? option.order() : 0, option != null && option.negatable());
    }
}
