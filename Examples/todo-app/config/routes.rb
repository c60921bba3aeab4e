Rails.application.routes.draw do
  resource :session, only: %i[ new create destroy ]
  resources :todos do
    member do
      patch :toggle
    end
  end

  get "configurations/android_v1", to: "configurations#android_v1"
  get "up" => "rails/health#show", as: :rails_health_check

  root "todos#index"
end
