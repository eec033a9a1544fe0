package io.github.shogunsdk.json.contract;

import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.lang.module.ResolvedModule;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A module resolved on a module path of its own, in a layer of its own, as an application on the
 * module path would have it: for the adapters' checks that their descriptors resolve with the
 * jars they name, and provide their module to the library's service lookup.
 */
public final class ModulePath {

    private final ModuleLayer layer;
    private final String root;

    private ModulePath(ModuleLayer layer, String root) {
        this.layer = layer;
        this.root = root;
    }

    /**
     * Resolves a module, with its services bound, on a path of the jars (or folders) that hold
     * the given classes.
     *
     * @param root the module to resolve
     * @param classes a class of each jar of the path
     * @return the resolved modules
     * @throws Exception when a jar cannot be found or the module does not resolve
     */
    public static ModulePath resolve(String root, Class<?>... classes) throws Exception {
        List<Path> path = new ArrayList<>();
        for (Class<?> type : classes) {
            path.add(Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()));
        }
        Configuration configuration = ModuleLayer.boot().configuration()
                .resolveAndBind(ModuleFinder.of(path.toArray(Path[]::new)), ModuleFinder.of(), Set.of(root));
        return new ModulePath(ModuleLayer.boot().defineModulesWithOneLoader(configuration,
                ClassLoader.getPlatformClassLoader()), root);
    }

    /**
     * The names of the modules resolved.
     *
     * @return the names
     */
    public Set<String> modules() {
        return layer.configuration().modules().stream().map(ResolvedModule::name).collect(Collectors.toSet());
    }

    /**
     * The providers of a service that the layer's service lookup finds, by class name.
     *
     * @param service the service's class name
     * @return the providers' class names
     * @throws ClassNotFoundException when the service is not in the layer
     */
    public List<String> providers(String service) throws ClassNotFoundException {
        Class<?> type = layer.findLoader(root).loadClass(service);
        return ServiceLoader.load(layer, type).stream().map(provider -> provider.type().getName()).toList();
    }

    /**
     * The providers of a service that a module of the layer declares, by class name, for a service
     * whose package is not exported to this caller (so that {@link #providers} cannot load it),
     * after checking that a module of the layer uses the service.
     *
     * @param module the providing module's name
     * @param service the service's class name
     * @return the providers' class names that the module's descriptor names
     * @throws IllegalStateException when the module is not in the layer, or no module uses the service
     */
    public List<String> declaredProviders(String module, String service) {
        if (layer.modules().stream().noneMatch(user -> user.getDescriptor().uses().contains(service))) {
            throw new IllegalStateException("no module of " + modules() + " uses " + service);
        }
        return layer.findModule(module).orElseThrow(() -> new IllegalStateException("no module " + module))
                .getDescriptor().provides().stream().filter(provides -> provides.service().equals(service))
                .flatMap(provides -> provides.providers().stream()).toList();
    }

    /**
     * Tells whether a class of the root module is loaded from a named module.
     *
     * @param name the class's name
     * @return whether its module is named
     * @throws ClassNotFoundException when the class is not in the root module's loader
     */
    public boolean isNamed(String name) throws ClassNotFoundException {
        return layer.findLoader(root).loadClass(name).getModule().isNamed();
    }
}
