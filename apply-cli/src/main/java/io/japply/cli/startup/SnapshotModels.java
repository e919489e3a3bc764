package io.japply.cli.startup;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * picocli models built from the build's {@link ModelSnapshot} instead of from annotations: the same
 * members in the same order, bound to the same fields. Without the snapshot (classes not built by
 * Maven), or for a class it does not hold, callers read the annotations as before.
 */
public final class SnapshotModels {
    private SnapshotModels() {
    }

    /** Loaded on first use: a process that builds no model (--help, version) never reads it. */
    private static final class Loaded {
        static final Optional<ModelSnapshot> SNAPSHOT = load();
        static final FieldAccess.Registry ACCESS = FieldAccess.generated();

        private static Optional<ModelSnapshot> load() {
            try (InputStream in = SnapshotModels.class.getResourceAsStream(ModelSnapshot.RESOURCE)) {
                return in == null ? Optional.empty() : Optional.ofNullable(ModelSnapshot.read(in));
            } catch (IOException e) {
                return Optional.empty();
            }
        }
    }

    /** The snapshot's record of a command class, if it has one. */
    public static Optional<ModelSnapshot.Command> command(Class<?> type) {
        return Loaded.SNAPSHOT.map(ModelSnapshot::types).map(types -> types.get(type.getName()))
                .map(ModelSnapshot.Type::command);
    }

    /** The command's model, if the snapshot holds its class. */
    public static Optional<CommandSpec> commandSpec(Object userObject) {
        return type(userObject).filter(type -> type.command() != null).map(type -> {
            ModelSnapshot.Command command = type.command();
            CommandSpec spec = CommandSpec.wrapWithoutInspection(userObject, LazyFactory.INSTANCE).name(command.name())
                    .aliases(command.aliases());
            spec.usageMessage().header(command.header()).description(command.description()).hidden(command.hidden());
            return addMembers(spec, userObject, type);
        });
    }

    /** A mixin's model (a flag class), if the snapshot holds its class. */
    public static Optional<CommandSpec> mixinSpec(Object userObject) {
        return type(userObject).map(type ->
                addMembers(CommandSpec.wrapWithoutInspection(userObject, LazyFactory.INSTANCE), userObject, type));
    }

    private static Optional<ModelSnapshot.Type> type(Object userObject) {
        return Loaded.SNAPSHOT.map(ModelSnapshot::types).map(types -> types.get(userObject.getClass().getName()));
    }

    private static CommandSpec addMembers(CommandSpec spec, Object userObject, ModelSnapshot.Type type) {
        FieldAccess access = Loaded.ACCESS.of(type.className());
        for (ModelSnapshot.Member member : type.members()) {
            Binding binding = access != null && access.has(member.field())
                    ? new Generated(access, member.field(), userObject)
                    : new Reflective(field(userObject.getClass(), member.field()), userObject);
            switch (member.kind()) {
                case OPTION -> spec.addOption(option(member.arg(), binding));
                case POSITIONAL -> spec.addPositional(positional(member.arg(), binding));
                case MIXIN -> spec.addMixin(member.mixinName(), mixinSpec(mixinObject(binding, member.mixinClass()))
                        .orElseThrow(() -> new IllegalStateException("no snapshot of " + member.mixinClass())));
                case SPEC -> binding.set(spec);
            }
        }
        return spec;
    }

    // picocli's common builder class is not public: the two builders are filled alike, one after the other
    private static OptionSpec option(ModelSnapshot.Arg arg, Binding binding) {
        OptionSpec.Builder builder = OptionSpec.builder(arg.names()).fallbackValue(arg.fallbackValue())
                .order(arg.order()).negatable(arg.negatable())
                .paramLabel(arg.paramLabel()).hideParamSyntax(arg.hideParamSyntax()).description(arg.description())
                .descriptionKey(arg.descriptionKey()).defaultValue(arg.defaultValue()).hidden(arg.hidden())
                .required(arg.required()).type(type(arg.type())).auxiliaryTypes(types(arg.auxiliaryTypes()))
                .splitRegex(arg.splitRegex())
                .getter(binding).setter(binding).initialValue(binding.value()).hasInitialValue(true);
        return (arg.arity() != null ? builder.arity(arg.arity()) : builder).build();
    }

    private static PositionalParamSpec positional(ModelSnapshot.Arg arg, Binding binding) {
        PositionalParamSpec.Builder builder = PositionalParamSpec.builder().index(arg.index())
                .paramLabel(arg.paramLabel()).hideParamSyntax(arg.hideParamSyntax()).description(arg.description())
                .descriptionKey(arg.descriptionKey()).defaultValue(arg.defaultValue()).hidden(arg.hidden())
                .required(arg.required()).type(type(arg.type())).auxiliaryTypes(types(arg.auxiliaryTypes()))
                .splitRegex(arg.splitRegex())
                .getter(binding).setter(binding).initialValue(binding.value()).hasInitialValue(true);
        return (arg.arity() != null ? builder.arity(arg.arity()) : builder).build();
    }

    /**
     * A field bound as picocli binds an annotated one: read and written in place, its value now its
     * initial value.
     */
    private sealed interface Binding extends IGetter, ISetter {
        Object value();

        void write(Object value);

        @Override
        @SuppressWarnings("unchecked")
        default <V> V get() {
            return (V) value();
        }

        @Override
        @SuppressWarnings("unchecked")
        default <V> V set(V value) {
            V old = (V) value();
            write(value);
            return old;
        }
    }

    /** Through the build's generated code ({@link FieldAccess}). */
    private record Generated(FieldAccess access, String field, Object userObject) implements Binding {
        @Override
        public Object value() {
            return access.get(userObject, field);
        }

        @Override
        public void write(Object value) {
            access.set(userObject, field, value);
        }
    }

    /** By reflection: a field the generated code does not cover. */
    private record Reflective(Field field, Object userObject) implements Binding {
        @Override
        public Object value() {
            return SnapshotModels.get(field, userObject);
        }

        @Override
        public void write(Object value) {
            SnapshotModels.set(field, userObject, value);
        }
    }

    private static Class<?>[] types(String[] names) {
        Class<?>[] types = new Class<?>[names.length];
        for (int i = 0; i < names.length; i++) {
            types[i] = type(names[i]);
        }
        return types;
    }

    private static Object mixinObject(Binding binding, String mixinClass) {
        Object mixin = binding.value();
        if (mixin == null) {
            try {
                java.lang.reflect.Constructor<?> constructor = type(mixinClass).getDeclaredConstructor();
                constructor.setAccessible(true); // a flag class of another package need not be public
                mixin = constructor.newInstance();
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot make the mixin " + mixinClass, e);
            }
            binding.write(mixin);
        }
        return mixin;
    }

    private static final Map<String, Class<?>> PRIMITIVES = Map.of("boolean", boolean.class, "int", int.class,
            "long", long.class, "double", double.class, "float", float.class, "short", short.class, "byte", byte.class,
            "char", char.class);

    /** The class of this name, or the primitive type; the snapshot names only classes the build had. */
    static Class<?> type(String name) {
        Class<?> primitive = PRIMITIVES.get(name);
        if (primitive != null) {
            return primitive;
        }
        try {
            return Class.forName(name, false, SnapshotModels.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the model snapshot names a missing class " + name, e);
        }
    }

    /** The field of this name in the class or, as picocli reads inherited fields too, in a superclass. */
    static Field field(Class<?> type, String name) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            try {
                Field field = c.getDeclaredField(name);
                field.setAccessible(true);
                return field;
            } catch (NoSuchFieldException e) {
                // look further up
            }
        }
        throw new IllegalStateException("the model snapshot names a missing field " + type.getName() + "." + name);
    }

    private static Object get(Field field, Object userObject) {
        try {
            return field.get(userObject);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void set(Field field, Object userObject, Object value) {
        try {
            field.set(userObject, value);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
